<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Boards</name>
    <message>
        <source>Bd</source>
        <translation>Br</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White&apos;s pairing number</source>
        <translation>Startnummer von Weiß</translation>
    </message>
    <message>
        <source>White&apos;s title</source>
        <translation>Titel von Weiß</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>White&apos;s rating</source>
        <translation>Elo von Weiß</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt</translation>
    </message>
    <message>
        <source>White&apos;s points before the round</source>
        <translation>Punkte von Weiß vor der Runde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result from White&apos;s side (F: forfeit, u: unrated game)</source>
        <translation>Ergebnis aus Sicht von Weiß (F: kampflos, u: nicht gewertete Partie)</translation>
    </message>
    <message>
        <source>Black&apos;s points before the round</source>
        <translation>Punkte von Schwarz vor der Runde</translation>
    </message>
    <message>
        <source>Black&apos;s title</source>
        <translation>Titel von Schwarz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Black&apos;s rating</source>
        <translation>Elo von Schwarz</translation>
    </message>
    <message>
        <source>Black&apos;s pairing number</source>
        <translation>Startnummer von Schwarz</translation>
    </message>
    <message>
        <source>no result entered yet</source>
        <translation>noch kein Ergebnis eingetragen</translation>
    </message>
    <message>
        <source>forfeit: the game was not played</source>
        <translation>kampflos: die Partie wurde nicht gespielt</translation>
    </message>
    <message>
        <source>game of less than one move: not rated</source>
        <translation>Partie mit weniger als einem Zug: nicht gewertet</translation>
    </message>
</context>
<context>
    <name>ByesDialog</name>
    <message>
        <source>H half-point bye · F full-point bye · Z absent · W withdrawn · late Z / late H: round missed by a late entrant (C.04.2 C.2) · Keys: H, F, Z, Delete (take back), W (withdraw from this round), Ctrl+Z (undo)</source>
        <translation>H Halbpunkt-Freilos · F Ganzpunkt-Freilos · Z abwesend · W zurückgezogen · late Z / late H: von einem Nachgemeldeten verpasste Runde (C.04.2 C.2) · Tasten: H, F, Z, Entf (zurücknehmen), W (ab dieser Runde zurückziehen), Strg+Z (rückgängig)</translation>
    </message>
    <message>
        <source>1 half-point bye</source>
        <translation>1 Halbpunkt-Freilos</translation>
    </message>
    <message>
        <source>1 full-point bye</source>
        <translation>1 Ganzpunkt-Freilos</translation>
    </message>
    <message>
        <source>1 absent</source>
        <translation>1 abwesend</translation>
    </message>
    <message>
        <source>1 withdrawn</source>
        <translation>1 zurückgezogen</translation>
    </message>
    <message>
        <source>1 late entry</source>
        <translation>1 Nachmeldung</translation>
    </message>
    <message>
        <source>{0} half-point byes</source>
        <translation>{0} Halbpunkt-Freilose</translation>
    </message>
    <message>
        <source>{0} full-point byes</source>
        <translation>{0} Ganzpunkt-Freilose</translation>
    </message>
    <message>
        <source>{0} absent</source>
        <translation>{0} abwesend</translation>
    </message>
    <message>
        <source>{0} withdrawn</source>
        <translation>{0} zurückgezogen</translation>
    </message>
    <message>
        <source>{0} late entries</source>
        <translation>{0} Nachmeldungen</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>gepaart</translation>
    </message>
    <message>
        <source>not paired yet</source>
        <translation>noch nicht gepaart</translation>
    </message>
    <message>
        <source>no byes or absences</source>
        <translation>keine Freilose oder Abwesenheiten</translation>
    </message>
    <message>
        <source>Byes, absences and withdrawals</source>
        <translation>Freilose, Abwesenheiten und Rückzüge</translation>
    </message>
    <message>
        <source>&amp;Half-point bye</source>
        <translation>&amp;Halbpunkt-Freilos</translation>
    </message>
    <message>
        <source>&amp;Full-point bye</source>
        <translation>&amp;Ganzpunkt-Freilos</translation>
    </message>
    <message>
        <source>&amp;Absent</source>
        <translation>&amp;Abwesend</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>Ab dieser Runde zu&amp;rückziehen</translation>
    </message>
    <message>
        <source>&amp;Cancel withdrawal</source>
        <translation>Rückzug &amp;widerrufen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Select a round cell of a player.</source>
        <translation>Eine Rundenzelle eines Spielers wählen.</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Select the round cell of a player first.</source>
        <translation>Zuerst die Rundenzelle eines Spielers wählen.</translation>
    </message>
    <message>
        <source>Select the round from which the player withdraws.</source>
        <translation>Die Runde wählen, ab der sich der Spieler zurückzieht.</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Zuerst einen Spieler wählen.</translation>
    </message>
</context>
<context>
    <name>ByesModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Freilose</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>late entry, from round {0}</source>
        <translation>Nachmeldung, ab Runde {0}</translation>
    </message>
    <message>
        <source>withdrawn from round {0}</source>
        <translation>zurückgezogen ab Runde {0}</translation>
    </message>
</context>
<context>
    <name>ColourCorrection</name>
    <message>
        <source>Played with colours &amp;reversed on board {board}…</source>
        <translation>An Brett {board} mit vertauschten &amp;Farben gespielt…</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Farben vertauscht</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {black} had White and {white} Black, not as paired.
Why is the correction made? (written into the TRF)</source>
        <translation>Runde {round}, Brett {board}: {black} hatte Weiß und {white} Schwarz, nicht wie gepaart.
Warum wird korrigiert? (wird in die TRF geschrieben)</translation>
    </message>
    <message>
        <source>Colour correction</source>
        <translation>Farbkorrektur</translation>
    </message>
    <message>
        <source>Round {round} board {board}: colours corrected as played ({black}-{white}); ### Correction</source>
        <translation>Runde {round} Brett {board}: Farben wie gespielt korrigiert ({black}-{white}); ### Correction</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>set tournament details</source>
        <translation>Turnierdaten festlegen</translation>
    </message>
    <message>
        <source>set pairing settings</source>
        <translation>Auslosungseinstellungen festlegen</translation>
    </message>
    <message>
        <source>add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>edit player</source>
        <translation>Spieler bearbeiten</translation>
    </message>
    <message>
        <source>delete player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>set initial order</source>
        <translation>Startrangliste festlegen</translation>
    </message>
    <message>
        <source>record withdrawal</source>
        <translation>Rückzug erfassen</translation>
    </message>
    <message>
        <source>request bye</source>
        <translation>Freilos beantragen</translation>
    </message>
    <message>
        <source>set pairing</source>
        <translation>Paarung festlegen</translation>
    </message>
    <message>
        <source>publish round</source>
        <translation>Runde veröffentlichen</translation>
    </message>
    <message>
        <source>set result</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>import TRF</source>
        <translation>TRF importieren</translation>
    </message>
    <message>
        <source>unpair round</source>
        <translation>Paarung zurücknehmen</translation>
    </message>
    <message>
        <source>set rating settings</source>
        <translation>Elo-Einstellungen festlegen</translation>
    </message>
    <message>
        <source>set norm fields</source>
        <translation>Normangaben festlegen</translation>
    </message>
    <message>
        <source>draw lots</source>
        <translation>Startnummern auslosen</translation>
    </message>
    <message>
        <source>pair round robin round</source>
        <translation>Rundenturnier-Runde paaren</translation>
    </message>
    <message>
        <source>leave fide mode</source>
        <translation>FIDE-Modus verlassen</translation>
    </message>
    <message>
        <source>start manual pairing</source>
        <translation>manuelle Auslosung beginnen</translation>
    </message>
    <message>
        <source>end manual pairing</source>
        <translation>manuelle Auslosung beenden</translation>
    </message>
    <message>
        <source>correct rating result</source>
        <translation>Ergebnis für die Elo-Auswertung korrigieren</translation>
    </message>
    <message>
        <source>set forbidden pairs</source>
        <translation>verbotene Paarungen festlegen</translation>
    </message>
    <message>
        <source>set rating method</source>
        <translation>Elo-Methode festlegen</translation>
    </message>
    <message>
        <source>set half point bye eligibility</source>
        <translation>Halbpunkt-Freilose erlauben oder sperren</translation>
    </message>
    <message>
        <source>correct colours</source>
        <translation>Farben korrigieren</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare players with the FIDE list</source>
        <translation>Spieler mit der FIDE-Liste vergleichen</translation>
    </message>
    <message>
        <source>C.04.2 uses one rating list for the whole event: nothing changes until you accept a player (Enter). Each accepted player can be undone.</source>
        <translation>C.04.2 verwendet eine Elo-Liste für das ganze Turnier: nichts ändert sich, bevor ein Spieler übernommen wird (Eingabe). Jede Übernahme lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>What differs (registered → list)</source>
        <translation>Unterschiede (angemeldet → Liste)</translation>
    </message>
    <message>
        <source>&amp;Accept for this player</source>
        <translation>Für diesen Spieler ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>Accept for a&amp;ll</source>
        <translation>Für a&amp;lle übernehmen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>1 player differs from the list.</source>
        <translation>1 Spieler weicht von der Liste ab.</translation>
    </message>
    <message>
        <source>{0} players differ from the list.</source>
        <translation>{0} Spieler weichen von der Liste ab.</translation>
    </message>
    <message>
        <source>Every registered player matches the list.</source>
        <translation>Alle angemeldeten Spieler stimmen mit der Liste überein.</translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geschl.</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geb.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>given name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Spieler aus CSV importieren</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>(not in the file)</source>
        <translation>(nicht in der Datei)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>1 player to import</source>
        <translation>1 Spieler zu importieren</translation>
    </message>
    <message>
        <source>{0} players to import</source>
        <translation>{0} Spieler zu importieren</translation>
    </message>
    <message>
        <source>{0}, 1 row with problems (greyed) will be skipped.</source>
        <translation>{0}, 1 Zeile mit Problemen (grau) wird übersprungen.</translation>
    </message>
    <message>
        <source>{0}, {1} rows with problems (greyed) will be skipped.</source>
        <translation>{0}, {1} Zeilen mit Problemen (grau) werden übersprungen.</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>&amp;Import {0}</source>
        <translation>{0} &amp;importieren</translation>
    </message>
    <message>
        <source>Every player of this file</source>
        <translation>Jeder Spieler dieser Datei</translation>
    </message>
    <message>
        <source>row {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
    <message>
        <source>Nothing imported: {0}</source>
        <translation>Nichts importiert: {0}</translation>
    </message>
</context>
<context>
    <name>DrawLotsDialog</name>
    <message>
        <source>Draw lots for the pairing numbers</source>
        <translation>Startnummern auslosen</translation>
    </message>
    <message>
        <source>C.05: the pairing numbers of a round-robin are drawn by lot before round 1; the Berger tables then give every round. Draw here from a seed (announce it: anyone can repeat the draw), with the Varma tables to keep federations apart, or type the numbers drawn at the venue.</source>
        <translation>C.05: die Startnummern eines Rundenturniers werden vor Runde 1 ausgelost; die Berger-Tabellen ergeben dann jede Runde. Hier aus einem Startwert auslosen (bekannt geben: jeder kann die Auslosung wiederholen), mit den Varma-Tabellen, um Föderationen zu trennen, oder die vor Ort gezogenen Nummern eintippen.</translation>
    </message>
    <message>
        <source>&amp;Seeded draw</source>
        <translation>Auslosung mit &amp;Startwert</translation>
    </message>
    <message>
        <source>&amp;Varma (by federation)</source>
        <translation>&amp;Varma (nach Föderation)</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>Von &amp;Hand</translation>
    </message>
    <message>
        <source>The Varma tables cover {0} to {1} players</source>
        <translation>Die Varma-Tabellen gelten für {0} bis {1} Spieler</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>&amp;Record the draw</source>
        <translation>Auslosung &amp;festhalten</translation>
    </message>
    <message>
        <source>Numbers given twice: {0}</source>
        <translation>Doppelt vergebene Nummern: {0}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>A report was saved to:</source>
        <translation>Ein Bericht wurde gespeichert unter:</translation>
    </message>
    <message>
        <source>The report is on the console.</source>
        <translation>Der Bericht steht in der Konsole.</translation>
    </message>
    <message>
        <source>Swiss Arbiter hit an internal error. Your tournament data is not affected by this message; please send the report to the developers.</source>
        <translation>Swiss Arbiter ist auf einen internen Fehler gestoßen. Die Turnierdaten sind davon nicht betroffen; bitte den Bericht an die Entwickler schicken.</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Interner Fehler</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <source>Why this pairing</source>
        <translation>Warum diese Paarung</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <source>Run the engine with its explanation trace for this round</source>
        <translation>Die Auslosung dieser Runde mit Erklärung nachvollziehen</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Als Text exportieren…</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheit</translation>
    </message>
    <message>
        <source>No explanation yet: pair the round, or press Explain to replay the engine.</source>
        <translation>Noch keine Erklärung: Runde paaren oder „Erklären“ drücken, um die Auslosung nachzuvollziehen.</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source> [NOT IN FIDE MODE]</source>
        <translation> [NICHT IM FIDE-MODUS]</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>FIDE-Modus</translation>
    </message>
    <message>
        <source>NOT IN FIDE MODE — left in round {0}</source>
        <translation>NICHT IM FIDE-MODUS — verlassen in Runde {0}</translation>
    </message>
    <message>
        <source>Reading and re-checking {0}…</source>
        <translation>{0} wird gelesen und erneut geprüft…</translation>
    </message>
    <message>
        <source>Import of {0} cancelled: nothing was made</source>
        <translation>Import von {0} abgebrochen: nichts wurde angelegt</translation>
    </message>
    <message>
        <source>Could not import {0}</source>
        <translation>{0} konnte nicht importiert werden</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>TRF importieren</translation>
    </message>
</context>
<context>
    <name>FideModeActions</name>
    <message>
        <source>&amp;Leave FIDE mode…</source>
        <translation>FIDE-Modus &amp;verlassen…</translation>
    </message>
    <message>
        <source>Leave FIDE mode for good (two-step warning)</source>
        <translation>FIDE-Modus endgültig verlassen (Warnung in zwei Schritten)</translation>
    </message>
    <message>
        <source>Edit pairing by &amp;hand</source>
        <translation>Paarungen von &amp;Hand bearbeiten</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing (check against the engine)</source>
        <translation>Manuelle Auslosung been&amp;den (mit der Engine vergleichen)</translation>
    </message>
    <message>
        <source> · manual pairing of round {0} open</source>
        <translation> · manuelle Auslosung der Runde {0} offen</translation>
    </message>
    <message>
        <source>Left FIDE mode for good: every TRF written starts with &apos;{0}&apos;</source>
        <translation>FIDE-Modus endgültig verlassen: jede geschriebene TRF beginnt mit &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>In FIDE mode the program refuses or warns about every change FIDE&apos;s endorsement checklist forbids</source>
        <translation>Im FIDE-Modus verweigert oder warnt das Programm bei jeder Änderung, die die Anerkennungs-Checkliste der FIDE verbietet</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing of round {0} (check against the engine)</source>
        <translation>Manuelle Auslosung der Runde {0} been&amp;den (mit der Engine vergleichen)</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>FIDE-Modus verlassen</translation>
    </message>
    <message>
        <source>Why does the tournament leave FIDE mode? (written into the TRF)</source>
        <translation>Warum verlässt das Turnier den FIDE-Modus? (wird in die TRF geschrieben)</translation>
    </message>
    <message>
        <source>The tournament left FIDE mode (written into the TRF)</source>
        <translation>Das Turnier hat den FIDE-Modus verlassen (in die TRF geschrieben)</translation>
    </message>
    <message>
        <source>Manual pairing</source>
        <translation>Manuelle Auslosung</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started: edit the boards (right-click), then Round &gt; End manual pairing</source>
        <translation>Manuelle Auslosung der Runde {0} begonnen: Bretter bearbeiten (Rechtsklick), dann Runde &gt; Manuelle Auslosung beenden</translation>
    </message>
    <message>
        <source>Round {0}: the engine pairs the round to compare…</source>
        <translation>Runde {0}: die Engine paart die Runde zum Vergleich…</translation>
    </message>
    <message>
        <source>The tournament changed while the engine paired: end the manual pairing again</source>
        <translation>Das Turnier hat sich während der Auslosung geändert: manuelle Auslosung erneut beenden</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: it differs from the engine&apos;s ({1})</source>
        <translation>Manuelle Auslosung der Runde {0} beendet: sie weicht von der der Engine ab ({1})</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: same as the engine&apos;s</source>
        <translation>Manuelle Auslosung der Runde {0} beendet: gleich der der Engine</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Runde {0} paaren</translation>
    </message>
    <message>
        <source>Round {0} is fixed in FIDE mode: nothing was changed</source>
        <translation>Runde {0} ist im FIDE-Modus festgeschrieben: nichts wurde geändert</translation>
    </message>
    <message>
        <source>Correction for the rating report</source>
        <translation>Korrektur für die Elo-Auswertung</translation>
    </message>
    <message>
        <source>Round {0}: {1} recorded for the rating report only; pairings and standings keep the result entered ({2} in the TRF)</source>
        <translation>Runde {0}: {1} nur für die Elo-Auswertung erfasst; Paarungen und Ranglisten behalten das eingegebene Ergebnis ({2} in der TRF)</translation>
    </message>
    <message>
        <source>Correction of an older round</source>
        <translation>Korrektur einer älteren Runde</translation>
    </message>
    <message>
        <source>In FIDE mode the results of round {0} are fixed: only the round being played and the one before it can change.</source>
        <translation>Im FIDE-Modus sind die Ergebnisse der Runde {0} festgeschrieben: nur die laufende Runde und die davor können sich ändern.</translation>
    </message>
    <message>
        <source>Correct it for the rating report only? Pairings and standings keep the result entered; the TRF lists the correction as a {0} line.</source>
        <translation>Nur für die Elo-Auswertung korrigieren? Paarungen und Ranglisten behalten das eingegebene Ergebnis; die TRF führt die Korrektur als {0}-Zeile.</translation>
    </message>
    <message>
        <source>Correct for the &amp;rating report</source>
        <translation>Für die &amp;Elo-Auswertung korrigieren</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>A FIDE ID is up to 10 digits (leave it blank for a player without one).</source>
        <translation>Eine FIDE-ID hat bis zu 10 Ziffern (leer lassen für einen Spieler ohne).</translation>
    </message>
    <message>
        <source>A rating is a whole number (leave it blank for an unrated player).</source>
        <translation>Eine Elo ist eine ganze Zahl (leer lassen für einen Spieler ohne Elo).</translation>
    </message>
    <message>
        <source>A rating lies between {0} and {1} (blank: unrated).</source>
        <translation>Eine Elo liegt zwischen {0} und {1} (leer: ohne Elo).</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>The {0} year is not plausible.</source>
        <translation>{0}: das Jahr ist nicht plausibel.</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or just the year</source>
        <translation>JJJJ/MM/TT oder nur das Jahr</translation>
    </message>
    <message>
        <source>Write the {0} as {1}.</source>
        <translation>{0} bitte als {1} schreiben.</translation>
    </message>
    <message>
        <source>The {0} {1} does not exist.</source>
        <translation>{0} {1} gibt es nicht.</translation>
    </message>
    <message>
        <source>{0} is not a FIDE federation code (e.g. GER, NED, USA, FID).</source>
        <translation>{0} ist kein Föderationskürzel der FIDE (z. B. GER, NED, USA, FID).</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Copy the tournament file under a new name, go on there</source>
        <translation>Turnierdatei unter neuem Namen kopieren und dort weiterarbeiten</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Unbenanntes Turnier</translation>
    </message>
    <message>
        <source>TRF imported</source>
        <translation>TRF importiert</translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} rounds taken over. </source>
        <translation>{0}: {1} Spieler, {2} Runden übernommen. </translation>
    </message>
    <message>
        <source>{0} remark(s) from the file (Show Details).</source>
        <translation>{0} Hinweis(e) zur Datei (Details anzeigen).</translation>
    </message>
    <message>
        <source>Save the tournament as</source>
        <translation>Turnier speichern unter</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Swiss-Arbiter-Turniere (*{0})</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>A TRF holds no withdrawals, no late-entry rule, no bye limit and no byes for rounds after the next one: check them under Tournament &gt; Byes and Tournament details.</source>
        <translation>Eine TRF enthält keine Rückzüge, keine Regel für Nachmeldungen, keine Freilosgrenze und keine Freilose für Runden nach der nächsten: diese unter Turnier &gt; Freilose und Turnierdaten prüfen.</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>&amp;Restore the newest backup</source>
        <translation>Neueste Sicherung &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Open this older state</source>
        <translation>Diesen älteren Stand ö&amp;ffnen</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 Änderung</translation>
    </message>
    <message>
        <source>{0} changes</source>
        <translation>{0} Änderungen</translation>
    </message>
    <message>
        <source>“{0}” is missing its newest changes</source>
        <translation>„{0}“ fehlen die neuesten Änderungen</translation>
    </message>
    <message>
        <source>The file holds {0}, but {1} were saved in it</source>
        <translation>Die Datei enthält {0}, gespeichert wurden aber {1}</translation>
    </message>
    <message>
        <source> (the last on {0})</source>
        <translation> (die letzte am {0})</translation>
    </message>
    <message>
        <source>. Most likely its companion file “{0}-wal”, where the newest changes wait before they are folded into the file, was deleted or not copied along with it.</source>
        <translation>. Wahrscheinlich wurde die Begleitdatei „{0}-wal“, in der die neuesten Änderungen warten, bevor sie in die Datei übernommen werden, gelöscht oder nicht mitkopiert.</translation>
    </message>
    <message>
        <source>Nothing has been changed. If the file was copied from elsewhere, open the original (with its “-wal” file beside it) instead.</source>
        <translation>Es wurde nichts geändert. Wurde die Datei von woanders kopiert, stattdessen das Original öffnen (mit seiner „-wal“-Datei daneben).</translation>
    </message>
    <message>
        <source>“{0}” is damaged</source>
        <translation>„{0}“ ist beschädigt</translation>
    </message>
    <message>
        <source> at change {0}</source>
        <translation> bei Änderung {0}</translation>
    </message>
    <message>
        <source>Its contents do not match their checksums{0}: the file was damaged on the disk, or changed by another program. It is left exactly as it is.</source>
        <translation>Der Inhalt stimmt nicht mit den Prüfsummen überein{0}: die Datei wurde auf dem Datenträger beschädigt oder von einem anderen Programm verändert. Sie bleibt genau so, wie sie ist.</translation>
    </message>
    <message>
        <source>The newest good backup was made {0}: “{1}”. Restoring it keeps this file beside it, renamed.</source>
        <translation>Die neueste gute Sicherung stammt von {0}: „{1}“. Beim Wiederherstellen bleibt diese Datei umbenannt daneben erhalten.</translation>
    </message>
    <message>
        <source>There is no backup of it to go back to.</source>
        <translation>Es gibt keine Sicherung, auf die man zurückgehen könnte.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Go on from the state in the file: the missing changes are given up for good</source>
        <translation>Mit dem Stand in der Datei weitermachen: die fehlenden Änderungen sind endgültig verloren</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Publish to folder</source>
        <translation>In Ordner veröffentlichen</translation>
    </message>
    <message>
        <source>The event&apos;s pages (published rounds, results, standings, crosstable, player cards) are written into this folder, to open in any browser or copy to a web site. Press F9 after each round to write them again.</source>
        <translation>Die Seiten des Turniers (veröffentlichte Runden, Ergebnisse, Ranglisten, Kreuztabelle, Spielerkarten) werden in diesen Ordner geschrieben, zum Öffnen in jedem Browser oder zum Kopieren auf eine Website. Nach jeder Runde F9 drücken, um sie neu zu schreiben.</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>&amp;Sprache der Seiten:</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
    <message>
        <source>Folder of the site</source>
        <translation>Ordner der Website</translation>
    </message>
</context>
<context>
    <name>HalfByeMark</name>
    <message>
        <source>&amp;Half-point byes not allowed (tournament rules)</source>
        <translation>&amp;Halbpunkt-Freilose nicht erlaubt (Turnierordnung)</translation>
    </message>
    <message>
        <source>The tournament does not allow this player a half-point bye: the program refuses one until the mark is lifted</source>
        <translation>Das Turnier erlaubt diesem Spieler kein Halbpunkt-Freilos: das Programm verweigert es, bis die Markierung aufgehoben ist</translation>
    </message>
    <message>
        <source>&amp;Why no half-point byes</source>
        <translation>&amp;Warum keine Halbpunkt-Freilose</translation>
    </message>
    <message>
        <source>e.g. qualifier rules: no byes in the last three rounds</source>
        <translation>z. B. Qualifikationsregeln: keine Freilose in den letzten drei Runden</translation>
    </message>
    <message>
        <source>no H</source>
        <translation>kein H</translation>
    </message>
    <message>
        <source>not allowed a half-point bye (player form)</source>
        <translation>kein Halbpunkt-Freilos erlaubt (Spielerformular)</translation>
    </message>
    <message>
        <source>Not allowed a half-point bye{why}</source>
        <translation>Kein Halbpunkt-Freilos erlaubt{why}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Swiss Arbiter — manual</source>
        <translation>Swiss Arbiter — Handbuch</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>the board number, then Enter or Tab</source>
        <translation>die Brettnummer, dann Eingabe oder Tab</translation>
    </message>
    <message>
        <source>Board field</source>
        <translation>Feld Brett</translation>
    </message>
    <message>
        <source>1 · 0 · = or 5</source>
        <translation>1 · 0 · = oder 5</translation>
    </message>
    <message>
        <source>clear a result</source>
        <translation>ein Ergebnis löschen</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>vorheriges / nächstes Brett</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Auf / Ab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Alt and the underlined letter opens a menu; every dialog has its own Alt keys.</source>
        <translation>Alt und der unterstrichene Buchstabe öffnen ein Menü; jeder Dialog hat eigene Alt-Tasten.</translation>
    </message>
</context>
<context>
    <name>InitialOrderDialog</name>
    <message>
        <source>Initial order and pairing numbers</source>
        <translation>Startrangliste und Startnummern</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>&amp;Sort by rating, title, name</source>
        <translation>Nach Elo, Titel, Name &amp;sortieren</translation>
    </message>
    <message>
        <source>Equal players by &amp;lot</source>
        <translation>Gleiche Spieler aus&amp;losen</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Loc&amp;k pairing numbers</source>
        <translation>Startnummern &amp;festschreiben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{0} gives No. {1}</source>
        <translation>{0} ergibt Nr. {1}</translation>
    </message>
    <message>
        <source>Pairing numbers are locked: round {0} is paired.</source>
        <translation>Startnummern sind festgeschrieben: Runde {0} ist gepaart.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked (untick to change them).</source>
        <translation>Startnummern sind festgeschrieben (Haken entfernen, um sie zu ändern).</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 Runde gepaart</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} Runden gepaart</translation>
    </message>
    <message>
        <source>{0}: renumbering is still allowed until round {1} is paired (late entries, corrections).</source>
        <translation>{0}: Umnummerieren ist noch erlaubt, bis Runde {1} gepaart ist (Nachmeldungen, Korrekturen).</translation>
    </message>
    <message>
        <source>{0} Equal rating and title: ordered by lot (recorded in the file).</source>
        <translation>{0} Gleiche Elo und gleicher Titel: ausgelost (in der Datei festgehalten).</translation>
    </message>
    <message>
        <source>{0} 1 player differs from {1} (grey).</source>
        <translation>{0} 1 Spieler weicht von {1} ab (grau).</translation>
    </message>
    <message>
        <source>{0} {2} players differ from {1} (grey).</source>
        <translation>{0} {2} Spieler weichen von {1} ab (grau).</translation>
    </message>
    <message>
        <source>Before round 1: Sort puts every player in {0} order in one step.</source>
        <translation>Vor Runde 1: „Sortieren“ bringt alle Spieler in einem Schritt in die Reihenfolge nach {0}.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked.</source>
        <translation>Startnummern sind festgeschrieben.</translation>
    </message>
    <message>
        <source>Only players of equal rating and title may change places (C.04.2: by lot).</source>
        <translation>Nur Spieler mit gleicher Elo und gleichem Titel dürfen die Plätze tauschen (C.04.2: durch Los).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Swiss Arbiter will be in {0} from its next start.</source>
        <translation>Swiss Arbiter erscheint ab dem nächsten Start auf {0}.</translation>
    </message>
</context>
<context>
    <name>LateEntry</name>
    <message>
        <source>round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>rounds 1-{0}</source>
        <translation>die Runden 1-{0}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Nachmeldung</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Dieser Spieler</translation>
    </message>
    <message>
        <source>{0} is a late entry: she has missed {1}.</source>
        <translation>{0} ist eine Nachmeldung: sie hat {1} verpasst.</translation>
    </message>
    <message>
        <source>{0} is a late entry: he has missed {1}.</source>
        <translation>{0} ist eine Nachmeldung: er hat {1} verpasst.</translation>
    </message>
    <message>
        <source>{0} is a late entry and has missed {1}.</source>
        <translation>{0} ist eine Nachmeldung und hat {1} verpasst.</translation>
    </message>
    <message>
        <source>C.04.2 C.2: a late entrant is not paired for the missed rounds and scores no points for them, unless the tournament rules say otherwise.

What do this tournament&apos;s rules give for the missed rounds? The answer applies to every late entrant (Tournament &gt; Tournament details shows it).</source>
        <translation>C.04.2 C.2: ein Nachgemeldeter wird für die verpassten Runden nicht gepaart und erhält dafür keine Punkte, sofern die Turnierordnung nichts anderes vorsieht.

Was gibt die Turnierordnung dieses Turniers für die verpassten Runden? Die Antwort gilt für jeden Nachgemeldeten (Turnier &gt; Turnierdaten zeigt sie).</translation>
    </message>
    <message>
        <source>&amp;Zero-point byes</source>
        <translation>&amp;Nullpunkt-Freilose</translation>
    </message>
    <message>
        <source>&amp;Half-point byes</source>
        <translation>&amp;Halbpunkt-Freilose</translation>
    </message>
</context>
<context>
    <name>LivePageDialog</name>
    <message>
        <source>Live page on the local network</source>
        <translation>Live-Seite im lokalen Netz</translation>
    </message>
    <message>
        <source>Players open the address on their phones, or scan the code, on the venue&apos;s network. Only published rounds and standings are shown; the pages update themselves each time you publish (F9). Nothing can be changed from a phone.</source>
        <translation>Die Spieler öffnen die Adresse auf ihrem Telefon oder scannen den Code, im Netz des Spielorts. Gezeigt werden nur veröffentlichte Runden und Ranglisten; die Seiten aktualisieren sich bei jeder Veröffentlichung (F9). Von einem Telefon aus lässt sich nichts ändern.</translation>
    </message>
    <message>
        <source>{0} (this computer only)</source>
        <translation>{0} (nur dieser Rechner)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>Spra&amp;che der Seiten:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>P&amp;rint QR code…</source>
        <translation>QR-Code dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Save QR code as P&amp;DF…</source>
        <translation>QR-Code als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>Live-Seite</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Nicht aktiv</translation>
    </message>
    <message>
        <source>Rounds shown: {0} · requests answered: {1}</source>
        <translation>Gezeigte Runden: {0} · beantwortete Anfragen: {1}</translation>
    </message>
    <message>
        <source>Pairings, results and standings on your phone: scan the code</source>
        <translation>Paarungen, Ergebnisse und Ranglisten auf dem Telefon: Code scannen</translation>
    </message>
    <message>
        <source>or type the address in a browser (venue network)</source>
        <translation>oder die Adresse im Browser eingeben (Netz des Spielorts)</translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation>QR-Code speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Rückgängig: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Wiederholen: {0}</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Kein Turnier geöffnet</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import TRF as a new tournament…</source>
        <translation>TRF als neues Turnier &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About {0}</source>
        <translation>&amp;Über {0}</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>Nächste Runde &amp;paaren</translation>
    </message>
    <message>
        <source>&amp;Cancel pairing</source>
        <translation>Auslosung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>P&amp;ublish round</source>
        <translation>Runde &amp;veröffentlichen</translation>
    </message>
    <message>
        <source>U&amp;npair round</source>
        <translation>Paarung &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Enter &amp;results</source>
        <translation>&amp;Ergebnisse eingeben</translation>
    </message>
    <message>
        <source>&amp;Import results from TRF…</source>
        <translation>Ergebnisse aus TRF &amp;importieren…</translation>
    </message>
    <message>
        <source>E&amp;xplain pairing</source>
        <translation>Paarung e&amp;rklären</translation>
    </message>
    <message>
        <source>Export explanation as &amp;text…</source>
        <translation>Erklärung als &amp;Text exportieren…</translation>
    </message>
    <message>
        <source>&amp;Why not A against B?…</source>
        <translation>&amp;Warum nicht A gegen B?…</translation>
    </message>
    <message>
        <source>Ask the engine why two players are not paired: the answer in words, printable</source>
        <translation>Die Engine fragen, warum zwei Spieler nicht gegeneinander gepaart sind: die Antwort in Worten, druckbar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Pairing round {0}…</source>
        <translation>Runde {0} wird gepaart…</translation>
    </message>
    <message>
        <source>Pairing: {0}</source>
        <translation>Auslosung: {0}</translation>
    </message>
    <message>
        <source>Round {0} paired — check it, then publish</source>
        <translation>Runde {0} gepaart — prüfen, dann veröffentlichen</translation>
    </message>
    <message>
        <source>Round {0}: the tournament changed while pairing</source>
        <translation>Runde {0}: das Turnier hat sich während der Auslosung geändert</translation>
    </message>
    <message>
        <source>&amp;Pair round {0}</source>
        <translation>Runde {0} &amp;paaren</translation>
    </message>
    <message>
        <source>Find a player: name, number, federation, FIDE ID…</source>
        <translation>Spieler suchen: Name, Nummer, Föderation, FIDE-ID…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>{0} wird geöffnet…</translation>
    </message>
    <message>
        <source>Restored {0}; the file as it was is kept as {1}</source>
        <translation>{0} wiederhergestellt; die bisherige Datei ist als {1} aufbewahrt</translation>
    </message>
    <message>
        <source>{0} — a TRF file, shown read-only (File &gt; Import TRF to work on it)</source>
        <translation>{0} — eine TRF-Datei, nur zum Lesen (Datei &gt; TRF importieren, um damit zu arbeiten)</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Rückgängig gemacht: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Wiederholt: {0}</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Gespeichert: {0}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Could not open {0}</source>
        <translation>{0} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*{0} *.trf *.trfx *.txt);;Swiss Arbiter tournaments (*{0});;Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Turniere (*{0} *.trf *.trfx *.txt);;Swiss-Arbiter-Turniere (*{0});;Turnierberichtsdateien (*.trf *.trfx *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>Neue Turnierdatei</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Swiss-Arbiter-Turniere (*{0})</translation>
    </message>
    <message>
        <source>Import a TRF file</source>
        <translation>TRF-Datei importieren</translation>
    </message>
    <message>
        <source>Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Turnierberichtsdateien (*.trf *.trfx *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Unbenanntes Turnier</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Round {0} ▸</source>
        <translation>Runde {0} ▸</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>Über {0}</translation>
    </message>
    <message>
        <source>Runs a FIDE-rated Swiss tournament at the venue: registration, pairings (FIDE Dutch System), results, standings and the FIDE report file.</source>
        <translation>Leitet ein FIDE-gewertetes Schweizer-System-Turnier vor Ort: Anmeldung, Paarungen (FIDE-Holländisches System), Ergebnisse, Ranglisten und die FIDE-Berichtsdatei.</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Version {0}</translation>
    </message>
    <message>
        <source>{0} rounds, {1} paired</source>
        <translation>{0} Runden, {1} gepaart</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} Runden gepaart</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 Runde gepaart</translation>
    </message>
    <message>
        <source>chief arbiter {0}</source>
        <translation>Hauptschiedsrichter {0}</translation>
    </message>
</context>
<context>
    <name>NextRoundPage</name>
    <message>
        <source>Round {0}: before pairing</source>
        <translation>Runde {0}: vor der Auslosung</translation>
    </message>
    <message>
        <source>Enter or “Fix selected” applies the fix of the selected item · Ctrl+Shift+P pairs the round · the rest of the window stays usable while it pairs</source>
        <translation>Eingabe oder „Auswahl beheben“ wendet die Korrektur des gewählten Punktes an · Strg+Umschalt+P paart die Runde · der Rest des Fensters bleibt während der Auslosung benutzbar</translation>
    </message>
    <message>
        <source>Fix selected</source>
        <translation>Auswahl beheben</translation>
    </message>
    <message>
        <source>Apply the one-click fix of the selected check (Enter)</source>
        <translation>Die Korrektur des gewählten Punktes mit einem Klick anwenden (Eingabe)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Runde {0} paaren</translation>
    </message>
    <message>
        <source>Resolve this before pairing</source>
        <translation>Vor der Auslosung beheben</translation>
    </message>
    <message>
        <source>Nothing to check: ready to pair</source>
        <translation>Nichts zu prüfen: bereit zur Auslosung</translation>
    </message>
    <message>
        <source> — resolve the items with the stop icon first</source>
        <translation> — zuerst die Punkte mit dem Stopp-Symbol beheben</translation>
    </message>
    <message>
        <source>{0} players to pair, {1} not paired (byes, absences, withdrawals)</source>
        <translation>{0} Spieler zu paaren, {1} nicht gepaart (Freilose, Abwesenheiten, Rückzüge)</translation>
    </message>
</context>
<context>
    <name>NormFieldsDialog</name>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>1.4.3a: final of a national (adult) championship</source>
        <translation>1.4.3a: Finale einer nationalen Meisterschaft (Erwachsene)</translation>
    </message>
    <message>
        <source>1.4.3b: national team championship</source>
        <translation>1.4.3b: nationale Mannschaftsmeisterschaft</translation>
    </message>
    <message>
        <source>1.4.3c: zonal or sub-zonal tournament</source>
        <translation>1.4.3c: Zonen- oder Subzonenturnier</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Norm forms: IT1 and IT3 fields</source>
        <translation>Normformulare: Felder für IT1 und IT3</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s &amp;FIDE ID</source>
        <translation>FIDE-&amp;ID des Hauptschiedsrichters</translation>
    </message>
    <message>
        <source>&amp;Organiser</source>
        <translation>&amp;Veranstalter</translation>
    </message>
    <message>
        <source>&amp;Venue</source>
        <translation>Spiel&amp;ort</translation>
    </message>
    <message>
        <source>Federation &amp;confirming the result</source>
        <translation>&amp;Bestätigende Föderation</translation>
    </message>
    <message>
        <source>host federation (TRF 032)</source>
        <translation>ausrichtende Föderation (TRF 032)</translation>
    </message>
    <message>
        <source>Federation officia&amp;l</source>
        <translation>Föderationsverant&amp;wortlicher</translation>
    </message>
    <message>
        <source>1.4.3a-c &amp;event</source>
        <translation>1.4.3a-c-&amp;Turnier</translation>
    </message>
    <message>
        <source>Norm event conditions confirmed by the arbiter:</source>
        <translation>Vom Schiedsrichter bestätigte Bedingungen des Normturniers:</translation>
    </message>
    <message>
        <source>Arbiters (the IT3 names all of them; TRF 102/112 are added):</source>
        <translation>Schiedsrichter (der IT3 nennt alle; TRF 102/112 werden ergänzt):</translation>
    </message>
    <message>
        <source>&amp;Add arbiter</source>
        <translation>Schiedsrichter &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove arbiter</source>
        <translation>Schiedsrichter &amp;entfernen</translation>
    </message>
    <message>
        <source>Norm forms</source>
        <translation>Normformulare</translation>
    </message>
</context>
<context>
    <name>NormScreenDialog</name>
    <message>
        <source>Norm screen</source>
        <translation>Normenübersicht</translation>
    </message>
    <message>
        <source>Computing the norms…</source>
        <translation>Normen werden berechnet…</translation>
    </message>
    <message>
        <source>&amp;IT1 certificate…</source>
        <translation>&amp;IT1-Urkunde…</translation>
    </message>
    <message>
        <source>IT1 re&amp;mark…</source>
        <translation>IT1-&amp;Bemerkung…</translation>
    </message>
    <message>
        <source>Norm &amp;forms…</source>
        <translation>Norm&amp;formulare…</translation>
    </message>
    <message>
        <source>&amp;Print norm screen…</source>
        <translation>Normenübersicht &amp;drucken…</translation>
    </message>
    <message>
        <source>IT&amp;3 report…</source>
        <translation>IT&amp;3-Bericht…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Computing the norms of {0} players…</source>
        <translation>Normen von {0} Spielern werden berechnet…</translation>
    </message>
    <message>
        <source>1 norm</source>
        <translation>1 Norm</translation>
    </message>
    <message>
        <source>{0} norms</source>
        <translation>{0} Normen</translation>
    </message>
    <message>
        <source>, {0} possible with the result of the round being played · after round {1} of {2} · host federation {3}</source>
        <translation>, {0} möglich mit dem Ergebnis der laufenden Runde · nach Runde {1} von {2} · ausrichtende Föderation {3}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(keine angegeben)</translation>
    </message>
    <message>
        <source> · {0} met in every round: the federation mix is waived where needed</source>
        <translation> · {0} in jeder Runde erfüllt: auf die Föderationsmischung wird wo nötig verzichtet</translation>
    </message>
    <message>
        <source> · a {0} event: the federation mix is waived where needed</source>
        <translation> · ein {0}-Turnier: auf die Föderationsmischung wird wo nötig verzichtet</translation>
    </message>
    <message>
        <source> · {0} not met ({1})</source>
        <translation> · {0} nicht erfüllt ({1})</translation>
    </message>
    <message>
        <source> · a {0} event: no norms</source>
        <translation> · ein {0}-Turnier: keine Normen</translation>
    </message>
    <message>
        <source>Select a title cell.</source>
        <translation>Eine Titelzelle wählen.</translation>
    </message>
    <message>
        <source>IT1 remark</source>
        <translation>IT1-Bemerkung</translation>
    </message>
    <message>
        <source>Special remark on the {0} certificate of {1}:</source>
        <translation>Besondere Bemerkung zur {0}-Urkunde von {1}:</translation>
    </message>
</context>
<context>
    <name>NormScreenModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Man</source>
        <translation>Mann</translation>
    </message>
    <message>
        <source>Woman</source>
        <translation>Frau</translation>
    </message>
    <message>
        <source>Edit player No. {0}</source>
        <translation>Spieler Nr. {0} bearbeiten</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>Surname, Given names</source>
        <translation>Nachname, Vornamen</translation>
    </message>
    <message>
        <source>&amp;Sex</source>
        <translation>&amp;Geschlecht</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Rating</source>
        <translation>&amp;Elo</translation>
    </message>
    <message>
        <source>blank: unrated</source>
        <translation>leer: ohne Elo</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Föderation</translation>
    </message>
    <message>
        <source>FIDE &amp;ID</source>
        <translation>FIDE-&amp;ID</translation>
    </message>
    <message>
        <source>digits</source>
        <translation>Ziffern</translation>
    </message>
    <message>
        <source>&amp;Birth date</source>
        <translation>Geburts&amp;datum</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or YYYY</source>
        <translation>JJJJ/MM/TT oder JJJJ</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <source>club or team</source>
        <translation>Verein oder Mannschaft</translation>
    </message>
    <message>
        <source>R&amp;eason</source>
        <translation>G&amp;rund</translation>
    </message>
    <message>
        <source>why the data changes (kept in the log)</source>
        <translation>warum sich die Daten ändern (kommt ins Protokoll)</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Ein Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>No. {0} has the same name and birth year; press OK again to register this player anyway.</source>
        <translation>Nr. {0} hat denselben Namen und dasselbe Geburtsjahr; erneut OK drücken, um diesen Spieler trotzdem anzumelden.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Die rot markierten Felder korrigieren.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Pairing number (starting rank)</source>
        <translation>Startnummer (Setzplatz)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>FIDE title</source>
        <translation>FIDE-Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name as in the FIDE rating list</source>
        <translation>Name wie in der FIDE-Elo-Liste</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE rating (blank: unrated)</source>
        <translation>FIDE-Elo (leer: ohne Elo)</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>FIDE identification number</source>
        <translation>FIDE-Identifikationsnummer</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt</translation>
    </message>
    <message>
        <source>Points from the results entered so far</source>
        <translation>Punkte aus den bisher eingegebenen Ergebnissen</translation>
    </message>
    <message>
        <source>{0}: withdrawn from round {1}</source>
        <translation>{0}: zurückgezogen ab Runde {1}</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>{0}, born {1}</source>
        <translation>{0}, geboren {1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Projector view</source>
        <translation>Beamer-Ansicht</translation>
    </message>
    <message>
        <source>No round published yet</source>
        <translation>Noch keine Runde veröffentlicht</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source> (this window&apos;s screen)</source>
        <translation> (Bildschirm dieses Fensters)</translation>
    </message>
    <message>
        <source>Show on:</source>
        <translation>Anzeigen auf:</translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <source>Re&amp;ports</source>
        <translation>Beri&amp;chte</translation>
    </message>
    <message>
        <source>Publish to &amp;folder…</source>
        <translation>In Or&amp;dner veröffentlichen…</translation>
    </message>
    <message>
        <source>Publish a&amp;gain</source>
        <translation>Erneut ver&amp;öffentlichen</translation>
    </message>
    <message>
        <source>&amp;Live page on the local network…</source>
        <translation>&amp;Live-Seite im lokalen Netz…</translation>
    </message>
    <message>
        <source>Pro&amp;jector view…</source>
        <translation>&amp;Beamer-Ansicht…</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>Published rounds 1-{0} to {1}</source>
        <translation>Runden 1-{0} veröffentlicht nach {1}</translation>
    </message>
    <message>
        <source>Published (no round yet) to {0}</source>
        <translation>Veröffentlicht (noch keine Runde) nach {0}</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <source>Add players from the FIDE rating list</source>
        <translation>Spieler aus der FIDE-Elo-Liste hinzufügen</translation>
    </message>
    <message>
        <source>No list loaded.</source>
        <translation>Keine Liste geladen.</translation>
    </message>
    <message>
        <source>Name fragments in any order, or the FIDE ID</source>
        <translation>Namensteile in beliebiger Reihenfolge, oder die FIDE-ID</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geschl.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geb.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>&amp;Compare registered players…</source>
        <translation>Angemeldete Spieler &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Load another &amp;list…</source>
        <translation>Andere &amp;Liste laden…</translation>
    </message>
    <message>
        <source>The list loaded is kept for this session; load another</source>
        <translation>Die geladene Liste bleibt für diese Sitzung; eine andere laden</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen…</translation>
    </message>
    <message>
        <source>{0}: {1} players</source>
        <translation>{0}: {1} Spieler</translation>
    </message>
    <message>
        <source>, list {0}</source>
        <translation>, Liste {0}</translation>
    </message>
    <message>
        <source>, file dated {0}</source>
        <translation>, Datei vom {0}</translation>
    </message>
    <message>
        <source> — older than this month&apos;s list: download the current one</source>
        <translation> — älter als die Liste dieses Monats: die aktuelle herunterladen</translation>
    </message>
    <message>
        <source>already registered</source>
        <translation>schon angemeldet</translation>
    </message>
    <message>
        <source>More than {0} players match; the first {1} are shown. Narrow the search: add a first name (or its first letters), a second word of the name, or type the FIDE ID</source>
        <translation>Mehr als {0} Spieler passen; die ersten {1} werden gezeigt. Die Suche eingrenzen: einen Vornamen (oder seine ersten Buchstaben), ein zweites Wort des Namens hinzufügen oder die FIDE-ID eingeben</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>{0} matches</source>
        <translation>{0} Treffer</translation>
    </message>
    <message>
        <source>Load a list first.</source>
        <translation>Zuerst eine Liste laden.</translation>
    </message>
    <message>
        <source>No player to add: type part of a name or a FIDE ID.</source>
        <translation>Kein Spieler zum Hinzufügen: einen Namensteil oder eine FIDE-ID eingeben.</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>RatingMethod</name>
    <message>
        <source>Rating method and national ratings</source>
        <translation>Elo-Methode und nationale Wertungszahlen</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>Elo-&amp;Methode und nationale Wertungszahlen…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172: wie FIDE-Elo und nationale Wertungszahlen die Spieler ordnen</translation>
    </message>
    <message>
        <source>The tournament rating orders the pairing numbers (C.04.2 B.2). Type national IDs and ratings in the table (arrows move, type or F2 to edit, Enter keeps), or import a CSV with the columns No. (or FIDE ID, or Name), National ID and National rating.</source>
        <translation>Die Turnier-Elo ordnet die Startnummern (C.04.2 B.2). Nationale IDs und Wertungszahlen in die Tabelle eintippen (Pfeile bewegen, Tippen oder F2 bearbeitet, Eingabe übernimmt) oder eine CSV mit den Spalten Nr. (oder FIDE-ID, oder Name), Nationale ID und Nationale Wertungszahl importieren.</translation>
    </message>
    <message>
        <source>Rating &amp;method</source>
        <translation>Elo-&amp;Methode</translation>
    </message>
    <message>
        <source>Rating &amp;federation</source>
        <translation>&amp;Föderation der Wertungszahlen</translation>
    </message>
    <message>
        <source>three letters, e.g. NOR</source>
        <translation>drei Buchstaben, z. B. NOR</translation>
    </message>
    <message>
        <source>&amp;Title event (norms possible: TRF records 182, 192, 202, 250, 260 required)</source>
        <translation>&amp;Titelturnier (Normen möglich: TRF-Sätze 182, 192, 202, 250, 260 nötig)</translation>
    </message>
    <message>
        <source>&amp;Renumber the players by the tournament rating now</source>
        <translation>Spieler jetzt nach Turnier-Elo &amp;umnummerieren</translation>
    </message>
    <message>
        <source>Pairing numbers are frozen: round {round} is paired</source>
        <translation>Startnummern stehen fest: Runde {round} ist gepaart</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>National ratings from a CSV file</source>
        <translation>Nationale Wertungszahlen aus einer CSV-Datei</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>{name}: {found} player(s) found</source>
        <translation>{name}: {found} Spieler gefunden</translation>
    </message>
    <message>
        <source>; {count} row(s) not taken: {shown}</source>
        <translation>; {count} Zeile(n) nicht übernommen: {shown}</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Föd.</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>FIDE-Elo</translation>
    </message>
    <message>
        <source>National ID</source>
        <translation>Nationale ID</translation>
    </message>
    <message>
        <source>National rating</source>
        <translation>Nationale Wertungszahl</translation>
    </message>
    <message>
        <source>Tournament rating</source>
        <translation>Turnier-Elo</translation>
    </message>
    <message>
        <source>New No.</source>
        <translation>Neue Nr.</translation>
    </message>
    <message>
        <source>Give the federation of the national ratings (three letters).</source>
        <translation>Die Föderation der nationalen Wertungszahlen angeben (drei Buchstaben).</translation>
    </message>
    <message>
        <source>A federation is three letters, not {text!r}.</source>
        <translation>Eine Föderation besteht aus drei Buchstaben, nicht {text!r}.</translation>
    </message>
    <message>
        <source>A national rating is a whole number from 0 to 9999 (blank: none).</source>
        <translation>Eine nationale Wertungszahl ist eine ganze Zahl von 0 bis 9999 (leer: keine).</translation>
    </message>
    <message>
        <source>{moved} player(s) would change pairing number by this method.</source>
        <translation>{moved} Spieler würden mit dieser Methode die Startnummer wechseln.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow this method.</source>
        <translation>Die Startnummern folgen schon dieser Methode.</translation>
    </message>
    <message>
        <source>Working out the pairing numbers…</source>
        <translation>Startnummern werden ermittelt…</translation>
    </message>
    <message>
        <source>Rating method {method} saved</source>
        <translation>Elo-Methode {method} gespeichert</translation>
    </message>
    <message>
        <source>; players renumbered</source>
        <translation>; Spieler umnummeriert</translation>
    </message>
</context>
<context>
    <name>RatingMethodDialog</name>
    <message>
        <source>CSV {0}</source>
        <translation>CSV {0}</translation>
    </message>
</context>
<context>
    <name>RatingSettingsDialog</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geb.</translation>
    </message>
    <message>
        <source>K (list)</source>
        <translation>K (Liste)</translation>
    </message>
    <message>
        <source>K computed</source>
        <translation>K berechnet</translation>
    </message>
    <message>
        <source>Rating type and K factors</source>
        <translation>Elo-Art und K-Faktoren</translation>
    </message>
    <message>
        <source>&amp;Rated for</source>
        <translation>&amp;Gewertet für</translation>
    </message>
    <message>
        <source>Type K as the rating list prints it (SK/RK/BK). Blank: computed from the rating and the year of birth (B.02 §8.3.3); the file does not know the number of rated games or whether 2400 was ever reached.</source>
        <translation>K so eingeben, wie die Elo-Liste es druckt (SK/RK/BK). Leer: berechnet aus Elo und Geburtsjahr (B.02 §8.3.3); die Datei kennt weder die Zahl der gewerteten Partien noch, ob je 2400 erreicht wurden.</translation>
    </message>
    <message>
        <source>No. {0} {1}: K &apos;{2}&apos; is not a whole number above 0</source>
        <translation>Nr. {0} {1}: K &apos;{2}&apos; ist keine ganze Zahl über 0</translation>
    </message>
</context>
<context>
    <name>RegistrationDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Filter: name, number, federation, FIDE ID… (Ctrl+F)</source>
        <translation>Filter: Name, Nummer, Föderation, FIDE-ID… (Strg+F)</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>From FIDE &amp;list…</source>
        <translation>Aus der &amp;FIDE-Liste…</translation>
    </message>
    <message>
        <source>From &amp;CSV…</source>
        <translation>Aus &amp;CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Zuerst einen Spieler wählen.</translation>
    </message>
    <message>
        <source>Deleted {0} (Edit &gt; Undo brings the player back).</source>
        <translation>{0} gelöscht (Bearbeiten &gt; Rückgängig holt den Spieler zurück).</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large (wall)</source>
        <translation>Groß (Aushang)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Druckvorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>Als &amp;CSV kopieren</translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation>Bericht wird berechnet…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>HTML exportieren</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>HTML-Dateien (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>Table {0}</source>
        <translation>Tabelle {0}</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>&amp;Pairings of round {r} by board</source>
        <translation>&amp;Paarungen der Runde {r} nach Brett</translation>
    </message>
    <message>
        <source>Pairings of round {r} by &amp;name (wall list)</source>
        <translation>Paarungen der Runde {r} nach &amp;Namen (Aushang)</translation>
    </message>
    <message>
        <source>&amp;Results of round {r}</source>
        <translation>&amp;Ergebnisse der Runde {r}</translation>
    </message>
    <message>
        <source>&amp;Standings after round {r}</source>
        <translation>&amp;Rangliste nach Runde {r}</translation>
    </message>
    <message>
        <source>&amp;Crosstable after round {r}</source>
        <translation>&amp;Kreuztabelle nach Runde {r}</translation>
    </message>
    <message>
        <source>Player car&amp;d after round {r}…</source>
        <translation>Spielerkar&amp;te nach Runde {r}…</translation>
    </message>
    <message>
        <source>Rating c&amp;hanges after round {r}</source>
        <translation>Elo-&amp;Veränderungen nach Runde {r}</translation>
    </message>
    <message>
        <source>Rating change of a pla&amp;yer after round {r}…</source>
        <translation>Elo-Veränderung eines &amp;Spielers nach Runde {r}…</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Elo-Veränderung</translation>
    </message>
    <message>
        <source>No final standings yet: {0}</source>
        <translation>Noch keine Endrangliste: {0}</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Spielerkarte</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Performance and rating change</source>
        <translation>Leistung und Elo-Veränderung</translation>
    </message>
    <message>
        <source>List players without a board</source>
        <translation>Spieler ohne Brett auflisten</translation>
    </message>
    <message>
        <source>Re&amp;ports</source>
        <translation>Beri&amp;chte</translation>
    </message>
    <message>
        <source>N&amp;orm screen (GM, IM, WGM, WIM; IT1, IT3)…</source>
        <translation>N&amp;ormenübersicht (GM, IM, WGM, WIM; IT1, IT3)…</translation>
    </message>
    <message>
        <source>Rating type and &amp;K factors…</source>
        <translation>Elo-&amp;Art und K-Faktoren…</translation>
    </message>
</context>
<context>
    <name>ResultsEntry</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Reason for the correction (or asked after the key)</source>
        <translation>Grund der Korrektur (oder nach der Taste erfragt)</translation>
    </message>
    <message>
        <source>There is no board {0}</source>
        <translation>Es gibt kein Brett {0}</translation>
    </message>
    <message>
        <source>No board is chosen</source>
        <translation>Kein Brett gewählt</translation>
    </message>
    <message>
        <source>{0}: type a board number from {1}, then the result</source>
        <translation>{0}: eine Brettnummer von {1} eingeben, dann das Ergebnis</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Swap colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>Exchange the colours of the selected board (manual change)</source>
        <translation>Farben am gewählten Brett tauschen (manuelle Änderung)</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Spieler tauschen</translation>
    </message>
    <message>
        <source>Select two players (name cells, Ctrl+click) and exchange their places</source>
        <translation>Zwei Spieler wählen (Namenszellen, Strg+Klick) und ihre Plätze tauschen</translation>
    </message>
    <message>
        <source>Re-pair</source>
        <translation>Neu paaren</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>from the file</source>
        <translation>aus der Datei</translation>
    </message>
    <message>
        <source>published</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <source>draft — not published</source>
        <translation>Entwurf — nicht veröffentlicht</translation>
    </message>
    <message>
        <source> · edited by hand</source>
        <translation> · von Hand geändert</translation>
    </message>
    <message>
        <source> · {0} of {1} results missing</source>
        <translation> · {0} von {1} Ergebnissen fehlen</translation>
    </message>
    <message>
        <source>Round {0} — {1}</source>
        <translation>Runde {0} — {1}</translation>
    </message>
</context>
<context>
    <name>RoundRobin</name>
    <message>
        <source>Draw &amp;lots for the pairing numbers…</source>
        <translation>Startnummern aus&amp;losen…</translation>
    </message>
    <message>
        <source>&amp;Schedule of all rounds</source>
        <translation>&amp;Spielplan aller Runden</translation>
    </message>
    <message>
        <source>&amp;Berger table (pairing numbers)</source>
        <translation>&amp;Berger-Tabelle (Startnummern)</translation>
    </message>
    <message>
        <source>&amp;Crosstable (round-robin grid)</source>
        <translation>&amp;Kreuztabelle (Rundenturnier)</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Lines in order of place</source>
        <translation>Zeilen nach Platzierung</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Startnummern auslosen</translation>
    </message>
    <message>
        <source>Lots are drawn for a round-robin: choose &apos;Round-robin&apos; as the system in Tournament &gt; Tournament details first.</source>
        <translation>Ausgelost wird für ein Rundenturnier: zuerst unter Turnier &gt; Turnierdaten &apos;Rundenturnier&apos; als System wählen.</translation>
    </message>
    <message>
        <source>Round 1 is paired: the pairing numbers are fixed.</source>
        <translation>Runde 1 ist gepaart: die Startnummern stehen fest.</translation>
    </message>
    <message>
        <source>Round {0} is the Berger table&apos;s: check it, then publish (Round &gt; Publish)</source>
        <translation>Runde {0} ist die der Berger-Tabelle: prüfen, dann veröffentlichen (Runde &gt; Veröffentlichen)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Runde {0} paaren</translation>
    </message>
    <message>
        <source>Round-ro&amp;bin</source>
        <translation>Rundentur&amp;nier</translation>
    </message>
</context>
<context>
    <name>RoundRobinDetails</name>
    <message>
        <source>Single round-robin</source>
        <translation>Einfaches Rundenturnier</translation>
    </message>
    <message>
        <source>Double, last two rounds of cycle 1 reversed (C.05 Annex 1)</source>
        <translation>Doppelrundig, letzte zwei Runden des 1. Durchgangs vertauscht (C.05 Anhang 1)</translation>
    </message>
    <message>
        <source>Double, the table&apos;s own order</source>
        <translation>Doppelrundig, Reihenfolge der Tabelle</translation>
    </message>
    <message>
        <source>Ro&amp;und-robin</source>
        <translation>Rundenturn&amp;ier</translation>
    </message>
    <message>
        <source>{0} rounds</source>
        <translation>{0} Runden</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>{0} players: {1} by the Berger tables (C.05 Annex 1). Draw lots for the pairing numbers before round 1 (Round-robin menu).</source>
        <translation>{0} Spieler: {1} nach den Berger-Tabellen (C.05 Anhang 1). Vor Runde 1 die Startnummern auslosen (Menü Rundenturnier).</translation>
    </message>
</context>
<context>
    <name>Rounds</name>
    <message>
        <source>1 = 1-0 · 0 = 0-1 · = or 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = adjourned · h = ½-0 · b = 0-½ · x = 0-0 · Del clears</source>
        <translation>1 = 1-0 · 0 = 0-1 · = oder 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = hängend · h = ½-0 · b = 0-½ · x = 0-0 · Entf löscht</translation>
    </message>
    <message>
        <source>entry without opponent</source>
        <translation>Eintrag ohne Gegner</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>The pairing numbers are not drawn yet: Round-robin &gt; Draw lots ({0})</source>
        <translation>Die Startnummern sind noch nicht ausgelost: Rundenturnier &gt; Startnummern auslosen ({0})</translation>
    </message>
    <message>
        <source>, {0} free</source>
        <translation>, {0} spielfrei</translation>
    </message>
    <message>
        <source>, cycle {0}</source>
        <translation>, Durchgang {0}</translation>
    </message>
    <message>
        <source>Berger table round {0}{1}: {2}{3}</source>
        <translation>Berger-Tabelle Runde {0}{1}: {2}{3}</translation>
    </message>
    <message>
        <source> against No. {0} is a forfeit ({1})</source>
        <translation> gegen Nr. {0} ist kampflos verloren ({1})</translation>
    </message>
    <message>
        <source> is free</source>
        <translation> entfällt</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}: his game{3}</source>
        <translation>{0} (Nr. {1}) hat sich ab Runde {2} zurückgezogen: die Partie{3}</translation>
    </message>
    <message>
        <source>manual: colours of board {0} exchanged ({1} now has White)</source>
        <translation>manuell: Farben an Brett {0} getauscht ({1} hat jetzt Weiß)</translation>
    </message>
    <message>
        <source>manual: players {0} and {1} exchanged</source>
        <translation>manuell: Spieler {0} und {1} getauscht</translation>
    </message>
    <message>
        <source>manual: board {0} ({1}-{2}) removed</source>
        <translation>manuell: Brett {0} ({1}-{2}) entfernt</translation>
    </message>
    <message>
        <source>manual: {0}-{1} paired by hand</source>
        <translation>manuell: {0}-{1} von Hand gepaart</translation>
    </message>
    <message>
        <source>The initial colour (White or Black for the first player) is not set</source>
        <translation>Die Anfangsfarbe (Weiß oder Schwarz für den ersten Spieler) ist nicht festgelegt</translation>
    </message>
    <message>
        <source>Set it to White</source>
        <translation>Auf Weiß setzen</translation>
    </message>
    <message>
        <source>… or draw the initial colour by lot (recorded in the tournament file)</source>
        <translation>… oder die Anfangsfarbe auslosen (in der Turnierdatei festgehalten)</translation>
    </message>
    <message>
        <source>Draw it by lot</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <source>Round {0} is not published yet</source>
        <translation>Runde {0} ist noch nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Runde {0} veröffentlichen</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2} – {3} has no result</source>
        <translation>Runde {0}, Brett {1}: {2} – {3} hat kein Ergebnis</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ergebnis eingeben</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}</source>
        <translation>{0} (Nr. {1}) hat sich ab Runde {2} zurückgezogen</translation>
    </message>
    <message>
        <source>half-point bye requested</source>
        <translation>Halbpunkt-Freilos beantragt</translation>
    </message>
    <message>
        <source>full-point bye requested</source>
        <translation>Ganzpunkt-Freilos beantragt</translation>
    </message>
    <message>
        <source>marked absent (zero-point bye)</source>
        <translation>als abwesend gemeldet (Nullpunkt-Freilos)</translation>
    </message>
    <message>
        <source>{0} (No. {1}): {2}</source>
        <translation>{0} (Nr. {1}): {2}</translation>
    </message>
    <message>
        <source>Take it back: pair in this round</source>
        <translation>Zurücknehmen: in dieser Runde paaren</translation>
    </message>
    <message>
        <source>board {0}: {1} is not to be paired this round</source>
        <translation>Brett {0}: {1} ist in dieser Runde nicht zu paaren</translation>
    </message>
    <message>
        <source>the pair is forbidden</source>
        <translation>die Paarung ist verboten</translation>
    </message>
    <message>
        <source>they have already played</source>
        <translation>sie haben schon gegeneinander gespielt</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} – {3}: {4}</source>
        <translation>{0} Brett {1}: {2} – {3}: {4}</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>the same colour</source>
        <translation>dieselbe Farbe</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} and {3} both have an absolute preference for {4}</source>
        <translation>{0} Brett {1}: {2} und {3} haben beide einen absoluten Farbwunsch für {4}</translation>
    </message>
    <message>
        <source>PAB: {0} is not to be paired this round</source>
        <translation>PAB: {0} ist in dieser Runde nicht zu paaren</translation>
    </message>
    <message>
        <source>{0} PAB: {1} already had a PAB or a forfeit win</source>
        <translation>{0} PAB: {1} hatte schon ein PAB oder einen kampflosen Sieg</translation>
    </message>
    <message>
        <source>not paired: {0}</source>
        <translation>nicht gepaart: {0}</translation>
    </message>
    <message>
        <source>one of them would have the same colour three times in a row or three more of one colour</source>
        <translation>einer von ihnen hätte dreimal hintereinander dieselbe Farbe oder drei Farben mehr von einer</translation>
    </message>
    <message>
        <source>round {0} could not be paired with this result: {1}</source>
        <translation>Runde {0} ließe sich mit diesem Ergebnis nicht paaren: {1}</translation>
    </message>
    <message>
        <source>the pairing-allocated bye</source>
        <translation>das paarungsbedingte Freilos</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>its boards</source>
        <translation>ihren Brettern</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is published, so it stands — {2}</source>
        <translation>das ändert die Paarung der Runde {0} an {1}; Runde {0} ist veröffentlicht und bleibt daher bestehen — {2}</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is a draft: pair it again before publishing</source>
        <translation>das ändert die Paarung der Runde {0} an {1}; Runde {0} ist ein Entwurf: vor dem Veröffentlichen neu paaren</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>Brett {0}</translation>
    </message>
    <message>
        <source>boards {0} and {1}</source>
        <translation>Brettern {0} und {1}</translation>
    </message>
    <message>
        <source>No. {0} is {1} here but {2} there</source>
        <translation>Nr. {0} ist hier {1}, dort aber {2}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>round {0}, board {1}: the file pairs {2} differently</source>
        <translation>Runde {0}, Brett {1}: die Datei paart {2} anders</translation>
    </message>
    <message>
        <source>round {0}, board {1}: &apos;{2}&apos; is not a result</source>
        <translation>Runde {0}, Brett {1}: &apos;{2}&apos; ist kein Ergebnis</translation>
    </message>
    <message>
        <source>pairing system {0} → {1}</source>
        <translation>Paarungssystem {0} → {1}</translation>
    </message>
    <message>
        <source>tournament setting changed: {0}</source>
        <translation>Turniereinstellung geändert: {0}</translation>
    </message>
    <message>
        <source>{0} registered</source>
        <translation>{0} angemeldet</translation>
    </message>
    <message>
        <source>{0} deleted</source>
        <translation>{0} gelöscht</translation>
    </message>
    <message>
        <source>round {0}, board {1} ({2} – {3}): {4} → {5}</source>
        <translation>Runde {0}, Brett {1} ({2} – {3}): {4} → {5}</translation>
    </message>
    <message>
        <source>round {0}: {1} {2} → {3}</source>
        <translation>Runde {0}: {1} {2} → {3}</translation>
    </message>
    <message>
        <source>{0} withdrew from round {1}</source>
        <translation>{0} hat sich ab Runde {1} zurückgezogen</translation>
    </message>
    <message>
        <source>{0}: withdrawal taken back</source>
        <translation>{0}: Rückzug zurückgenommen</translation>
    </message>
    <message>
        <source>{0}: {1} changed</source>
        <translation>{0}: {1} geändert</translation>
    </message>
    <message>
        <source>the players&apos; data the pairing of round {0} reads changed</source>
        <translation>die Spielerdaten, die die Paarung der Runde {0} liest, haben sich geändert</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes: {1}. It is explained from the state recorded with the pairing.</source>
        <translation>Runde {0} wurde vor diesen Änderungen gepaart: {1}. Sie wird aus dem mit der Paarung gespeicherten Stand erklärt.</translation>
    </message>
    <message>
        <source>Explained from an earlier state of the tournament; since then: {0}.</source>
        <translation>Aus einem früheren Stand des Turniers erklärt; seitdem: {0}.</translation>
    </message>
    <message>
        <source>{0}: other players</source>
        <translation>{0}: andere Spieler</translation>
    </message>
    <message>
        <source>{0}: colours the other way</source>
        <translation>{0}: Farben umgekehrt</translation>
    </message>
    <message>
        <source>another pairing-allocated bye</source>
        <translation>ein anderes paarungsbedingtes Freilos</translation>
    </message>
    <message>
        <source>the boards differ</source>
        <translation>die Bretter weichen ab</translation>
    </message>
    <message>
        <source>{0} The tree explains the engine&apos;s pairing, not those boards.</source>
        <translation>{0} Der Baum erklärt die Paarung der Engine, nicht diese Bretter.</translation>
    </message>
    <message>
        <source>boards {0}</source>
        <translation>Bretter {0}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>to be paired</source>
        <translation>zu paaren</translation>
    </message>
    <message>
        <source>absent (zero-point bye)</source>
        <translation>abwesend (Nullpunkt-Freilos)</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>Halbpunkt-Freilos</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>Ganzpunkt-Freilos</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>paarungsbedingtes Freilos</translation>
    </message>
    <message>
        <source>against {0} ({1})</source>
        <translation>gegen {0} ({1})</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>Every round is paired</source>
        <translation>Alle Runden sind gepaart</translation>
    </message>
    <message>
        <source>Pairing of round {0} cancelled: nothing was changed</source>
        <translation>Auslosung der Runde {0} abgebrochen: nichts wurde geändert</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Runde {0} paaren</translation>
    </message>
    <message>
        <source>Round {0} was already paired and saved when Cancel came</source>
        <translation>Runde {0} war schon gepaart und gespeichert, als „Abbrechen“ kam</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Runde paaren</translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing. Pair again?</source>
        <translation>Das Turnier hat sich während der Auslosung geändert. Erneut paaren?</translation>
    </message>
    <message>
        <source>Initial colour</source>
        <translation>Anfangsfarbe</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Ausgelost: der an Nr. 1 gesetzte Spieler hat in Runde 1 Weiß</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Ausgelost: der an Nr. 1 gesetzte Spieler hat in Runde 1 Schwarz</translation>
    </message>
    <message>
        <source>Round {0}: enter the result of board {1}</source>
        <translation>Runde {0}: Ergebnis von Brett {1} eingeben</translation>
    </message>
    <message>
        <source>Manual pairing of round {0}</source>
        <translation>Manuelle Auslosung der Runde {0}</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started (Round &gt; End manual pairing)</source>
        <translation>Manuelle Auslosung der Runde {0} begonnen (Runde &gt; Manuelle Auslosung beenden)</translation>
    </message>
    <message>
        <source> — {0} warning(s)</source>
        <translation> — {0} Warnung(en)</translation>
    </message>
    <message>
        <source>Paired before these changes (re-pair, or Publish asks): {0}</source>
        <translation>Vor diesen Änderungen gepaart (neu paaren, oder „Veröffentlichen“ fragt nach): {0}</translation>
    </message>
    <message>
        <source>Both players must be without a board (remove their boards first)</source>
        <translation>Beide Spieler müssen ohne Brett sein (zuerst ihre Bretter entfernen)</translation>
    </message>
    <message>
        <source>Round {0} not published</source>
        <translation>Runde {0} nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Runde {0} veröffentlichen</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>… und {0} weitere</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes, so its pairing may not be the engine&apos;s pairing of the tournament as it is now:</source>
        <translation>Runde {0} wurde vor diesen Änderungen gepaart; ihre Paarung ist daher womöglich nicht die Paarung der Engine für das Turnier, wie es jetzt ist:</translation>
    </message>
    <message>
        <source>&amp;Re-pair round {0}</source>
        <translation>Runde {0} &amp;neu paaren</translation>
    </message>
    <message>
        <source>&amp;Publish as it is</source>
        <translation>&amp;So veröffentlichen</translation>
    </message>
    <message>
        <source>Round {0} is not paired</source>
        <translation>Runde {0} ist nicht gepaart</translation>
    </message>
    <message>
        <source>Round {0} cannot be unpaired: {1}</source>
        <translation>Die Paarung der Runde {0} kann nicht zurückgenommen werden: {1}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Paarung der Runde {0} zurücknehmen</translation>
    </message>
    <message>
        <source>Round {0} not unpaired: a published round needs a reason</source>
        <translation>Paarung der Runde {0} nicht zurückgenommen: eine veröffentlichte Runde braucht einen Grund</translation>
    </message>
    <message>
        <source>Round {0} unpaired (in the log; Undo puts the pairing back)</source>
        <translation>Paarung der Runde {0} zurückgenommen (im Protokoll; Rückgängig stellt sie wieder her)</translation>
    </message>
    <message>
        <source>Round {0} is published. Why is its pairing taken back ({1})?</source>
        <translation>Runde {0} ist veröffentlicht. Warum wird ihre Paarung zurückgenommen ({1})?</translation>
    </message>
    <message>
        <source>Round {0}, board {1} already has {2}</source>
        <translation>Runde {0}, Brett {1} hat schon {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: not corrected (no reason given)</source>
        <translation>Runde {0}, Brett {1}: nicht korrigiert (kein Grund angegeben)</translation>
    </message>
    <message>
        <source>Result of board {0}</source>
        <translation>Ergebnis von Brett {0}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source> — next: board {0}</source>
        <translation> — weiter: Brett {0}</translation>
    </message>
    <message>
        <source> — every result of the round is in</source>
        <translation> — alle Ergebnisse der Runde sind eingetragen</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2}</source>
        <translation>Runde {0}, Brett {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1} ({2} – {3}): {4} → {5}, reason: {6}</source>
        <translation>Runde {0}, Brett {1} ({2} – {3}): {4} → {5}, Grund: {6}</translation>
    </message>
    <message>
        <source>Correct round {0}, board {1}</source>
        <translation>Runde {0}, Brett {1} korrigieren</translation>
    </message>
    <message>
        <source>Round {0}, board {1}{2}: {3} → {4}.</source>
        <translation>Runde {0}, Brett {1}{2}: {3} → {4}.</translation>
    </message>
    <message>
        <source>Why is the result corrected (it goes into the log)?</source>
        <translation>Warum wird das Ergebnis korrigiert (kommt ins Protokoll)?</translation>
    </message>
    <message>
        <source>Correction of round {0}: {1}</source>
        <translation>Korrektur der Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Correction of round {0}: later pairings are not affected</source>
        <translation>Korrektur der Runde {0}: spätere Paarungen sind nicht betroffen</translation>
    </message>
    <message>
        <source>Later pairings are not affected.</source>
        <translation>Spätere Paarungen sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Correction of round {0}</source>
        <translation>Korrektur der Runde {0}</translation>
    </message>
    <message>
        <source>Round {0} corrected</source>
        <translation>Runde {0} korrigiert</translation>
    </message>
    <message>
        <source>Import results from a TRF</source>
        <translation>Ergebnisse aus einer TRF importieren</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All (*)</source>
        <translation>TRF (*.trf *.txt);;Alle (*)</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <source>{0} result(s) imported from {1}</source>
        <translation>{0} Ergebnis(se) aus {1} importiert</translation>
    </message>
    <message>
        <source>Explain round {0}</source>
        <translation>Runde {0} erklären</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes; the state it was paired from is no longer the tournament&apos;s state:</source>
        <translation>Runde {0} wurde vor diesen Änderungen gepaart; der Stand, aus dem sie gepaart wurde, ist nicht mehr der Stand des Turniers:</translation>
    </message>
    <message>
        <source>Explain the &amp;published pairing (from the state recorded with it)</source>
        <translation>Die &amp;veröffentlichte Paarung erklären (aus dem mit ihr gespeicherten Stand)</translation>
    </message>
    <message>
        <source>What would the engine pair &amp;now?</source>
        <translation>Was würde die Engine &amp;jetzt paaren?</translation>
    </message>
    <message>
        <source>No round is paired yet: pair a round first</source>
        <translation>Noch keine Runde gepaart: zuerst eine Runde paaren</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Kein Turnier geöffnet</translation>
    </message>
    <message>
        <source>Why not A against B?</source>
        <translation>Warum nicht A gegen B?</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Erklärung exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Explanation of round {0} written to {1}</source>
        <translation>Erklärung der Runde {0} geschrieben nach {1}</translation>
    </message>
    <message>
        <source>Select exactly two players (their name cells) to exchange</source>
        <translation>Genau zwei Spieler (ihre Namenszellen) zum Tauschen wählen</translation>
    </message>
    <message>
        <source>Why not {0} against {1}?</source>
        <translation>Warum nicht {0} gegen {1}?</translation>
    </message>
    <message>
        <source>Exchange {0} and {1}</source>
        <translation>{0} und {1} tauschen</translation>
    </message>
    <message>
        <source>Pair {0} against {1}</source>
        <translation>{0} gegen {1} paaren</translation>
    </message>
    <message>
        <source>Swap colours on board {0}</source>
        <translation>Farben an Brett {0} tauschen</translation>
    </message>
    <message>
        <source>Remove board {0}</source>
        <translation>Brett {0} entfernen</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>abgebrochen: nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>FIDE Dutch (2026 rules)</source>
        <translation>FIDE Holländisch (Regeln 2026)</translation>
    </message>
    <message>
        <source>FIDE Dutch (2017 rules)</source>
        <translation>FIDE Holländisch (Regeln 2017)</translation>
    </message>
    <message>
        <source>FIDE Burstein (2017-2025 text)</source>
        <translation>FIDE Burstein (Fassung 2017-2025)</translation>
    </message>
    <message>
        <source>FIDE Burstein (older text)</source>
        <translation>FIDE Burstein (ältere Fassung)</translation>
    </message>
    <message>
        <source>FIDE Lim System</source>
        <translation>FIDE Lim-System</translation>
    </message>
    <message>
        <source>Lim (Maxi-tournament)</source>
        <translation>Lim (Maxi-Turnier)</translation>
    </message>
    <message>
        <source>FIDE Dubov (revised text)</source>
        <translation>FIDE Dubov (überarbeitete Fassung)</translation>
    </message>
    <message>
        <source>FIDE Dubov (1997 text)</source>
        <translation>FIDE Dubov (Fassung 1997)</translation>
    </message>
    <message>
        <source>Round-robin (Berger tables, C.05)</source>
        <translation>Rundenturnier (Berger-Tabellen, C.05)</translation>
    </message>
</context>
<context>
    <name>SetupActions</name>
    <message>
        <source>No tournament open</source>
        <translation>Kein Turnier geöffnet</translation>
    </message>
    <message>
        <source>Open a tournament file or start a new one (File menu) first.</source>
        <translation>Zuerst eine Turnierdatei öffnen oder ein neues Turnier anlegen (Menü Datei).</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Ausgelost: der an Nr. 1 gesetzte Spieler hat in Runde 1 Weiß</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Ausgelost: der an Nr. 1 gesetzte Spieler hat in Runde 1 Schwarz</translation>
    </message>
    <message>
        <source>FIDE rating list (as downloaded from ratings.fide.com)</source>
        <translation>FIDE-Elo-Liste (wie von ratings.fide.com heruntergeladen)</translation>
    </message>
    <message>
        <source>FIDE rating lists (*.zip *.txt *.xml);;All files (*)</source>
        <translation>FIDE-Elo-Listen (*.zip *.txt *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>FIDE-Elo-Liste</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Spieler aus CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle (*)</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>CSV importieren</translation>
    </message>
    <message>
        <source>Export TRF for a pairing checker</source>
        <translation>TRF für ein Prüfprogramm exportieren</translation>
    </message>
    <message>
        <source>Export TRF (FIDE)</source>
        <translation>TRF exportieren (FIDE)</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>TRF-Dateien (*.trf)</translation>
    </message>
    <message>
        <source>The FIDE report cannot be written yet: {0}</source>
        <translation>Der FIDE-Bericht kann noch nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>TRF exportieren</translation>
    </message>
    <message>
        <source>Exported {0}{1}</source>
        <translation>Exportiert: {0}{1}</translation>
    </message>
    <message>
        <source> — partial file: {0} of {1} rounds complete</source>
        <translation> — unvollständige Datei: {0} von {1} Runden abgeschlossen</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Encoded time control (TRF &amp;222)</source>
        <translation>Kodierte Bedenkzeit (TRF &amp;222)</translation>
    </message>
    <message>
        <source>e.g. 5400+30 or 40/6000+30:900+30 (seconds)</source>
        <translation>z. B. 5400+30 oder 40/6000+30:900+30 (Sekunden)</translation>
    </message>
    <message>
        <source>TRF-2026 record 222: periods M/S, M/S+I, S or S+I separated by &apos;:&apos;, S seconds, M moves, I seconds added a move; W...-B... for different times (Armageddon). Blank: not written.</source>
        <translation>TRF-2026-Satz 222: Perioden M/S, M/S+I, S oder S+I, getrennt durch &apos;:&apos;, S Sekunden, M Züge, I Sekunden Zuschlag je Zug; W...-B... für unterschiedliche Zeiten (Armageddon). Leer: wird nicht geschrieben.</translation>
    </message>
    <message>
        <source>From the te&amp;xt</source>
        <translation>Aus dem Te&amp;xt</translation>
    </message>
    <message>
        <source>Not read from the free text: {reason}. Type the code.</source>
        <translation>Nicht aus dem freien Text gelesen: {reason}. Den Code eintippen.</translation>
    </message>
    <message>
        <source>Not written into the TRF (blank).</source>
        <translation>Wird nicht in die TRF geschrieben (leer).</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation>Turnier&amp;daten…</translation>
    </message>
    <message>
        <source>Name, dates, arbiters, pairing</source>
        <translation>Name, Daten, Schiedsrichter, Auslosung</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Spieler…</translation>
    </message>
    <message>
        <source>Register, correct and delete players</source>
        <translation>Spieler anmelden, korrigieren und löschen</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>Spieler &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Register one player</source>
        <translation>Einen Spieler anmelden</translation>
    </message>
    <message>
        <source>Add from the &amp;FIDE list…</source>
        <translation>Aus der &amp;FIDE-Liste hinzufügen…</translation>
    </message>
    <message>
        <source>Search the list</source>
        <translation>In der Liste suchen</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Spieler aus &amp;CSV importieren…</translation>
    </message>
    <message>
        <source>Pre-registrations in CSV</source>
        <translation>Voranmeldungen als CSV</translation>
    </message>
    <message>
        <source>Initial &amp;order and pairing numbers…</source>
        <translation>Start&amp;rangliste und Startnummern…</translation>
    </message>
    <message>
        <source>C.04.2 order</source>
        <translation>Reihenfolge nach C.04.2</translation>
    </message>
    <message>
        <source>&amp;Byes, absences and withdrawals…</source>
        <translation>Frei&amp;lose, Abwesenheiten und Rückzüge…</translation>
    </message>
    <message>
        <source>Per player and round</source>
        <translation>Je Spieler und Runde</translation>
    </message>
    <message>
        <source>&amp;Export TRF (FIDE report)…</source>
        <translation>TRF &amp;exportieren (FIDE-Bericht)…</translation>
    </message>
    <message>
        <source>FIDE report file (TRF16)</source>
        <translation>FIDE-Berichtsdatei (TRF16)</translation>
    </message>
    <message>
        <source>Export TRF for a pairing c&amp;hecker…</source>
        <translation>TRF für ein &amp;Prüfprogramm exportieren…</translation>
    </message>
    <message>
        <source>TRF16 with the XXR/XXC/XXA/XXS lines pairing engines read</source>
        <translation>TRF16 mit den Zeilen XXR/XXC/XXA/XXS, die Auslosungsprogramme lesen</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>Elo-&amp;Methode und nationale Wertungszahlen…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172: wie FIDE-Elo und nationale Wertungszahlen die Spieler ordnen</translation>
    </message>
</context>
<context>
    <name>TournamentDetailsDialog</name>
    <message>
        <source>Pairing system, acceleration, points, first-round colour, tie-break order, bye limit and late-entry byes are stored in the tournament file with the details: one Edit &gt; Undo takes the whole form back.</source>
        <translation>Paarungssystem, Beschleunigung, Punkte, Farbe in Runde 1, Wertungsreihenfolge, Freilosgrenze und Freilose für Nachmeldungen werden mit den Turnierdaten in der Turnierdatei gespeichert: ein Bearbeiten &gt; Rückgängig nimmt das ganze Formular zurück.</translation>
    </message>
    <message>
        <source>Ask at the first late entry</source>
        <translation>Bei der ersten Nachmeldung fragen</translation>
    </message>
    <message>
        <source>Zero-point byes (C.04.2 C.2)</source>
        <translation>Nullpunkt-Freilose (C.04.2 C.2)</translation>
    </message>
    <message>
        <source>Half-point byes (tournament rules)</source>
        <translation>Halbpunkt-Freilose (Turnierordnung)</translation>
    </message>
    <message>
        <source>Not decided yet</source>
        <translation>Noch nicht festgelegt</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Kampfloser Sieg</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Kampflose Niederlage</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Paarungsbedingtes Freilos</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Ganzpunkt-Freilos</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halbpunkt-Freilos</translation>
    </message>
    <message>
        <source>Zero-point bye / absent</source>
        <translation>Nullpunkt-Freilos / abwesend</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Turnierdaten</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;City</source>
        <translation>&amp;Ort</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Föderation</translation>
    </message>
    <message>
        <source>&amp;Start date</source>
        <translation>&amp;Beginn</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>JJJJ/MM/TT</translation>
    </message>
    <message>
        <source>&amp;End date</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>Round &amp;dates</source>
        <translation>Runden&amp;daten</translation>
    </message>
    <message>
        <source>&amp;Time control</source>
        <translation>Bedenk&amp;zeit</translation>
    </message>
    <message>
        <source>90&apos;/40 + 30&apos; + 30&quot;/move</source>
        <translation>90&apos;/40 + 30&apos; + 30&quot;/Zug</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <source>Individual Swiss (FIDE Dutch)</source>
        <translation>Einzelturnier, Schweizer System (FIDE Holländisch)</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>C&amp;hief arbiter</source>
        <translation>&amp;Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>IA Name, Given (FIDE ID)</source>
        <translation>IA Name, Vorname (FIDE-ID)</translation>
    </message>
    <message>
        <source>De&amp;puty arbiters</source>
        <translation>Stell&amp;vertreter</translation>
    </message>
    <message>
        <source>separate by ;</source>
        <translation>mit ; trennen</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Auslosung</translation>
    </message>
    <message>
        <source>Syste&amp;m</source>
        <translation>Syste&amp;m</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Baku (C.04.5.1)</source>
        <translation>Baku (C.04.5.1)</translation>
    </message>
    <message>
        <source>&amp;Acceleration</source>
        <translation>Besch&amp;leunigung</translation>
    </message>
    <message>
        <source>Drawn by lot: White</source>
        <translation>Ausgelost: Weiß</translation>
    </message>
    <message>
        <source>Drawn by lot: Black</source>
        <translation>Ausgelost: Schwarz</translation>
    </message>
    <message>
        <source>Top player&apos;s c&amp;olour in round 1</source>
        <translation>F&amp;arbe des Ersten in Runde 1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>T&amp;ie-breaks</source>
        <translation>&amp;Wertungen</translation>
    </message>
    <message>
        <source>C.07 codes in order, separated by commas, e.g. BH/C1,BH,SB</source>
        <translation>C.07-Kürzel der Reihe nach, durch Kommas getrennt, z. B. BH/C1,BH,SB</translation>
    </message>
    <message>
        <source>Half- or full-point byes a player may request</source>
        <translation>Halb- oder Ganzpunkt-Freilose, die ein Spieler beantragen darf</translation>
    </message>
    <message>
        <source>Requested &amp;byes per player</source>
        <translation>&amp;Gewünschte Freilose je Spieler</translation>
    </message>
    <message>
        <source>Late entrants are registered already: the choice can no longer change.</source>
        <translation>Nachmeldungen sind schon angemeldet: die Wahl kann sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>&amp;Late entrants&apos; missed rounds</source>
        <translation>Nachmeldungen: verpasste R&amp;unden</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation>Das Turnier braucht einen Namen.</translation>
    </message>
    <message>
        <source>start date</source>
        <translation>Startdatum</translation>
    </message>
    <message>
        <source>end date</source>
        <translation>Enddatum</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>Das Enddatum liegt vor dem Startdatum.</translation>
    </message>
    <message>
        <source>round date</source>
        <translation>Rundendatum</translation>
    </message>
    <message>
        <source>There are more round dates than rounds.</source>
        <translation>Es gibt mehr Rundendaten als Runden.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Die rot markierten Felder korrigieren.</translation>
    </message>
</context>
<context>
    <name>WarningDialog</name>
    <message>
        <source>Please note</source>
        <translation>Bitte beachten</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Bitte bestätigen</translation>
    </message>
    <message>
        <source>Serious change</source>
        <translation>Schwerwiegende Änderung</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source> — step {0} of 2</source>
        <translation> — Schritt {0} von 2</translation>
    </message>
    <message>
        <source>The change will be made; read what it means and press OK.</source>
        <translation>Die Änderung wird vorgenommen; lesen, was sie bedeutet, und OK drücken.</translation>
    </message>
    <message>
        <source>Confirm the change, or cancel it (nothing is changed then).</source>
        <translation>Die Änderung bestätigen oder abbrechen (dann wird nichts geändert).</translation>
    </message>
    <message>
        <source>This change has consequences that cannot all be undone. Read them; Continue leads to a last confirmation.</source>
        <translation>Diese Änderung hat Folgen, die sich nicht alle rückgängig machen lassen. Bitte lesen; Weiter führt zu einer letzten Bestätigung.</translation>
    </message>
    <message>
        <source>Last step: confirm only if you accept every consequence listed. Cancel keeps all.</source>
        <translation>Letzter Schritt: nur bestätigen, wenn alle genannten Folgen in Kauf genommen werden. Abbrechen lässt alles, wie es ist.</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation>&amp;Weiter…</translation>
    </message>
    <message>
        <source>&amp;Yes: {0}</source>
        <translation>&amp;Ja: {0}</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>Leave FIDE mode…</source>
        <translation>FIDE-Modus verlassen…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: all {0} paired round(s) are what the engine pairs with the new settings.</source>
        <translation>&lt;b&gt;Nachprüfung&lt;/b&gt;: alle {0} gepaarten Runden sind das, was die Engine mit den neuen Einstellungen paart.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: with the new settings the engine would pair {0} of {1} round(s) differently:</source>
        <translation>&lt;b&gt;Nachprüfung&lt;/b&gt;: mit den neuen Einstellungen würde die Engine {0} von {1} Runden anders paaren:</translation>
    </message>
</context>
<context>
    <name>WhyNotDialog</name>
    <message>
        <source>Why not A against B?</source>
        <translation>Warum nicht A gegen B?</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>Player &amp;A</source>
        <translation>Spieler &amp;A</translation>
    </message>
    <message>
        <source>Player &amp;B</source>
        <translation>Spieler &amp;B</translation>
    </message>
    <message>
        <source>As&amp;k</source>
        <translation>&amp;Fragen</translation>
    </message>
    <message>
        <source>A pairing number or (part of) a name; accents and case do not matter</source>
        <translation>Eine Startnummer oder (ein Teil) eines Namens; Akzente und Groß-/Kleinschreibung spielen keine Rolle</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>No. or name</source>
        <translation>Nr. oder Name</translation>
    </message>
    <message>
        <source>Player {0}: {1}</source>
        <translation>Spieler {0}: {1}</translation>
    </message>
    <message>
        <source>Asking the engine about {0} and {1} in round {2}…</source>
        <translation>Die Engine wird zu {0} und {1} in Runde {2} befragt…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
