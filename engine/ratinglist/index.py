"""A searchable copy of a rating list: SQLite, built by streaming the file once.

The combined list has ~1.9 million players; an in-memory list of objects would take gigabytes,
so the players go to an SQLite file (Sharly Chess does the same) with a folded search key.
Search (spec section 10, item 5): every word of the query must occur in the name (accents and
case folded); a number matches the FIDE ID exactly. Surname-prefix hits in the tournament's
federation come first, then other surname-prefix hits, then the rest, each by name.
"""

from __future__ import annotations

import datetime as _dt
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

from engine.ratinglist.entry import NO_RATING, ListPlayer, Rating, fold
from engine.ratinglist.source import ListInfo, open_list
from engine.ratinglist.titles import split_other_titles

_SCHEMA = """
CREATE TABLE IF NOT EXISTS player (
    fide_id TEXT PRIMARY KEY, name TEXT, folded TEXT, surname TEXT, federation TEXT, sex TEXT,
    title TEXT, women_title TEXT, other_titles TEXT, foa_title TEXT,
    std INTEGER, std_games INTEGER, std_k INTEGER, rpd INTEGER, rpd_games INTEGER, rpd_k INTEGER,
    blz INTEGER, blz_games INTEGER, blz_k INTEGER, born INTEGER, flag TEXT);
CREATE TABLE IF NOT EXISTS info (key TEXT PRIMARY KEY, value TEXT);
"""

_COLUMNS = (
    "fide_id, name, federation, sex, title, women_title, other_titles, foa_title, "
    "std, std_games, std_k, rpd, rpd_games, rpd_k, blz, blz_games, blz_k, born, flag"
)

FOLD = "anyascii"
"""How the search keys of an index were folded (info ``fold``); a cached index folded another way
(before anyascii: combining marks stripped, Ø and Ł kept) is read again."""

BATCH = 5000
"""Players written per transaction while building; progress is reported after each batch."""


def _row(p: ListPlayer) -> tuple[object, ...]:
    return (
        p.fide_id,
        p.name,
        fold(p.name),
        fold(p.surname),
        p.federation,
        p.sex,
        p.title,
        p.women_title,
        ",".join(p.other_titles),
        p.foa_title,
        p.standard.rating,
        p.standard.games,
        p.standard.k,
        p.rapid.rating,
        p.rapid.games,
        p.rapid.k,
        p.blitz.rating,
        p.blitz.games,
        p.blitz.k,
        p.birth_year,
        p.flag,
    )


def _player(row: tuple[object, ...]) -> ListPlayer:
    def rating(a: object, b: object, c: object) -> Rating:
        if a is None:
            return NO_RATING
        return Rating(int(str(a)), _opt(b), _opt(c))

    return ListPlayer(
        fide_id=str(row[0]),
        name=str(row[1]),
        federation=str(row[2]),
        sex=str(row[3]),
        title=str(row[4]),
        women_title=str(row[5]),
        other_titles=split_other_titles(str(row[6])),
        foa_title=str(row[7]),
        standard=rating(row[8], row[9], row[10]),
        rapid=rating(row[11], row[12], row[13]),
        blitz=rating(row[14], row[15], row[16]),
        birth_year=_opt(row[17]),
        flag=str(row[18]),
    )


def _opt(value: object) -> int | None:
    return None if value is None else int(str(value))


class RatingListIndex:
    """A searchable list. Build once per downloaded file; open it in any thread afterwards."""

    def __init__(self, db_path: Path | str) -> None:
        self.path = Path(db_path) if str(db_path) != ":memory:" else None
        # built in a worker, searched on the GUI thread: one thread at a time, never both
        self._db = sqlite3.connect(str(db_path), check_same_thread=False)
        self._db.executescript(_SCHEMA)

    # ---- building ----------------------------------------------------------------------------

    @classmethod
    def build(
        cls,
        list_path: Path | str,
        db_path: Path | str = ":memory:",
        *,
        progress: Callable[[int], None] | None = None,
    ) -> RatingListIndex:
        """Read the list at ``list_path`` into a new index at ``db_path`` (replaced if it exists).

        ``progress(players_so_far)`` is called after each batch; it may raise to stop.
        """
        if str(db_path) != ":memory:":
            Path(db_path).unlink(missing_ok=True)
        index = cls(db_path)
        # a cache, rebuilt when unfinished (no "players" info): no rollback journal, no fsync
        index._db.execute("PRAGMA journal_mode = OFF")
        index._db.execute("PRAGMA synchronous = OFF")
        try:
            with open_list(list_path) as (info, players):
                index._store_info(info, Path(list_path))
                count = index.add(players, progress=progress)
            with index._db:  # written last: an index without it was never finished
                index._db.execute("INSERT OR REPLACE INTO info VALUES ('players', ?)", (count,))
        except BaseException:
            index.close()
            raise
        return index

    def _store_info(self, info: ListInfo, source: Path) -> None:
        modified = _dt.datetime.fromtimestamp(source.stat().st_mtime, tz=_dt.UTC)
        values = {
            "form": info.form,
            "kind": info.kind,
            "month": info.month,
            "type": info.single_type.value if info.single_type else "",
            "source": source.name,
            "file_date": modified.date().isoformat(),  # the only date a combined list has
            "fold": FOLD,
        }
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO info VALUES (?, ?)", values.items())

    def add(
        self, players: Iterable[ListPlayer], *, progress: Callable[[int], None] | None = None
    ) -> int:
        """Store ``players`` (a later line with the same ID replaces an earlier); the count."""
        sql = (
            "INSERT OR REPLACE INTO player (fide_id, name, folded, surname, federation, sex, "
            "title, women_title, other_titles, foa_title, std, std_games, std_k, rpd, rpd_games, "
            "rpd_k, blz, blz_games, blz_k, born, flag) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        )
        count = 0
        batch: list[tuple[object, ...]] = []
        for p in players:
            batch.append(_row(p))
            if len(batch) >= BATCH:
                count += self._flush(sql, batch)
                if progress is not None:
                    progress(count)
        count += self._flush(sql, batch)
        if progress is not None:
            progress(count)
        with self._db:
            self._db.execute("CREATE INDEX IF NOT EXISTS by_surname ON player (surname)")
        return count

    def _flush(self, sql: str, batch: list[tuple[object, ...]]) -> int:
        n = len(batch)
        if n:
            with self._db:
                self._db.executemany(sql, batch)
            batch.clear()
        return n

    # ---- reading -----------------------------------------------------------------------------

    def info(self, key: str) -> str:
        """A fact about the source: ``month``, ``kind``, ``form``, ``type``, ``source``,
        ``file_date`` (ISO date the file was last modified), ``fold`` (how the search keys
        were folded: :data:`FOLD`), and
        ``players`` (the count, written when the build finished; "" for an unfinished index).
        """
        row = self._db.execute("SELECT value FROM info WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else ""

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM player").fetchone()[0])

    def get(self, fide_id: str) -> ListPlayer | None:
        """The player with this FIDE ID, or None."""
        row = self._db.execute(
            f"SELECT {_COLUMNS} FROM player WHERE fide_id = ?", (fide_id.strip(),)
        ).fetchone()
        return _player(row) if row else None

    def search(self, query: str, *, federation: str = "", limit: int = 50) -> list[ListPlayer]:
        """Players matching every word of ``query`` (see the module text); at most ``limit``.

        >>> index = RatingListIndex(":memory:")
        >>> _ = index.add([ListPlayer("1", "Svrček, Ján", "SVK"), ListPlayer("2", "Novak, Jan")])
        >>> [p.fide_id for p in index.search("jan svrc")]
        ['1']
        """
        tokens = fold(query).replace(",", " ").split()
        if not tokens:
            return []
        where: list[str] = []
        args: list[object] = []
        for token in tokens:
            if token.isdigit():
                where.append("fide_id = ?")
                args.append(token)
            else:
                where.append("folded LIKE ? ESCAPE '\\'")
                args.append("%" + _escape(token) + "%")
        words = [t for t in tokens if not t.isdigit()]
        first = _escape(words[0]) + "%" if words else ""
        order = (
            "CASE WHEN surname LIKE ? ESCAPE '\\' AND federation = ? THEN 0 "
            "WHEN surname LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, folded, fide_id"
        )
        sql = f"SELECT {_COLUMNS} FROM player WHERE {' AND '.join(where)} ORDER BY {order} LIMIT ?"
        rows = self._db.execute(sql, (*args, first, federation.upper(), first, limit)).fetchall()
        return [_player(r) for r in rows]

    def federations(self) -> set[str]:
        """Every federation code the list uses (valid for its month)."""
        return {str(r[0]) for r in self._db.execute("SELECT DISTINCT federation FROM player")}

    def close(self) -> None:
        self._db.close()


def _escape(token: str) -> str:
    return token.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


__all__ = ["BATCH", "FOLD", "RatingListIndex"]
