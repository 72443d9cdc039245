"""The program's language: Qt's translators for the window, the same catalogues' language for
the printed reports (engine.i18n). English is the default and needs no file.

The language is chosen under Help > Language (kept in the user's settings) or with
``swiss-arbiter --lang de``, and takes effect when the program starts: Qt's texts are set when
the widgets are built. The catalogues are ``resources/i18n/swiss_arbiter_<lang>.ts`` (made
and updated by ``lupdate``, edited with Qt Linguist) compiled to ``.qm`` by ``lrelease``
(``make i18n``); Qt's own texts (the buttons of its standard dialogs) come from Qt's
``qtbase_<lang>.qm``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from arbiter_gui.i18n.words import CONTEXT, Words
from engine.i18n import LANGUAGES, Catalogue, load_catalogue, translate_report
from engine.reports import Report

I18N_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "i18n"
LANGUAGE_KEY = "language"
"""The user's setting (QSettings) that holds the language code."""
_PROPERTY = "swiss-arbiter-language"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` of a table for ``lupdate`` (context ``context``) and returns it as it is:
    the window translates it where it shows it (``tr``/``translate``). Typed, unlike Qt's."""
    return text


def tr(context: str, text: str) -> str:
    """``text`` in the program's language (``QCoreApplication.translate``)."""
    return QCoreApplication.translate(context, text)


def qm_path(language: str) -> Path:
    """The compiled catalogue of ``language``'s window texts."""
    return I18N_DIR / f"swiss_arbiter_{language}.qm"


def chosen_language(settings: QSettings | None = None) -> str:
    """The language the user chose (``en`` when none, or one not shipped)."""
    value = str((settings or QSettings()).value(LANGUAGE_KEY, "en") or "en")
    return value if value in LANGUAGES else "en"


def choose_language(language: str, settings: QSettings | None = None) -> None:
    """Keep ``language`` for the next start."""
    if language not in LANGUAGES:
        raise ValueError(f"no translation for {language!r}")
    (settings or QSettings()).setValue(LANGUAGE_KEY, language)


def install_language(language: str) -> list[QTranslator]:
    """Install the translators of ``language`` in the running application (before the main
    window is built); returns them (they must live as long as the application)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a running QApplication")
    code = language if language in LANGUAGES else "en"
    app.setProperty(_PROPERTY, code)
    installed: list[QTranslator] = []
    if code == "en":
        return installed
    ours = QTranslator(app)
    if ours.load(str(qm_path(code))):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(code), "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def install_start_language(
    asked: str | None, settings: QSettings | None = None
) -> list[QTranslator]:
    """The language at start: ``--lang`` if given, else the one kept under Help > Language,
    else English, which installs no translator at all (FIDE's checklist Q1-15: English by
    default)."""
    return install_language(asked or chosen_language(settings))


def shown(text: str) -> str:
    """``text`` as the window shows it: a :class:`~arbiter_gui.i18n.words.Words` in the
    program's language (its template translated, then its values, which may be Words too);
    any other text as it is."""
    if not isinstance(text, Words):
        return text
    values = [shown(v) if isinstance(v, str) else v for v in text.args]
    return QCoreApplication.translate(CONTEXT, text.template).format(*values)


def current_language() -> str:
    """The language installed in the running application (``en`` by default)."""
    app = QCoreApplication.instance()
    value = app.property(_PROPERTY) if app is not None else None
    return str(value) if value in LANGUAGES else "en"


def report_catalogue() -> Catalogue:
    """The report catalogue of the program's language."""
    return load_catalogue(current_language())


def translated(report: Report) -> Report:
    """``report`` in the program's language (as printed, exported and shown)."""
    return translate_report(report, report_catalogue())


__all__ = [
    "I18N_DIR",
    "LANGUAGE_KEY",
    "QT_TRANSLATE_NOOP",
    "choose_language",
    "chosen_language",
    "current_language",
    "install_language",
    "install_start_language",
    "qm_path",
    "report_catalogue",
    "shown",
    "tr",
    "translated",
]
