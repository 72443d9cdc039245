<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Reports</name>
    <message>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Paarungen nach Namen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Crosstable, {tr_format}</source>
        <translation>Kreuztabelle, {tr_format}</translation>
    </message>
    <message>
        <source>single round-robin</source>
        <translation>einrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>double round-robin</source>
        <translation>doppelrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players</source>
        <translation>Einrundiges Rundenturnier, {n} Spieler</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players</source>
        <translation>Doppelrundiges Rundenturnier, {n} Spieler</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Einrundiges Rundenturnier, {n} Spieler (C.05 Anhang 1)</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Doppelrundiges Rundenturnier, {n} Spieler (C.05 Anhang 1)</translation>
    </message>
    <message>
        <source>Player card: {who}</source>
        <translation>Spielerkarte: {who}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Elo-Veränderung</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Elo-Veränderungen</translation>
    </message>
    <message>
        <source>Norm screen</source>
        <translation>Normenübersicht</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Titelnormen</translation>
    </message>
    <message>
        <source>Norms achieved</source>
        <translation>Erzielte Normen</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Berger table</source>
        <translation>Berger-Tabelle</translation>
    </message>
    <message>
        <source>Pairings of round {round}</source>
        <translation>Paarungen der Runde {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Runde {round} von {total}</translation>
    </message>
    <message>
        <source>Round {round}, cycle {cycle}</source>
        <translation>Runde {round}, Durchgang {cycle}</translation>
    </message>
    <message>
        <source>Round {round} — {date}</source>
        <translation>Runde {round} — {date}</translation>
    </message>
    <message>
        <source>Round {round} — {date}, cycle {cycle}</source>
        <translation>Runde {round} — {date}, Durchgang {cycle}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Nach Runde {round}</translation>
    </message>
    <message>
        <source>After round {round} of {total}</source>
        <translation>Nach Runde {round} von {total}</translation>
    </message>
    <message>
        <source>All {n} rounds</source>
        <translation>Alle {n} Runden</translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation>Angemeldete Spieler</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>Pairing-allocated bye, byes and absent players</source>
        <translation>Spielfrei durch Auslosung, Freilose und abwesende Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Pairing numbers, White first</source>
        <translation>Startnummern, Weiß zuerst</translation>
    </message>
    <message>
        <source>Norms, chances and near misses (one requirement short)</source>
        <translation>Normen, Chancen und knapp verfehlte (eine Bedingung fehlt)</translation>
    </message>
    <message>
        <source>B.01 1.4.3d: players not from the host federation {fed} who miss at most one round</source>
        <translation>B.01 1.4.3d: Spieler, die nicht der Gastgeberföderation {fed} angehören und höchstens eine Runde fehlen</translation>
    </message>
    <message>
        <source>Bd</source>
        <translation>Br</translation>
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
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bye or absence</source>
        <translation>Freilos oder Abwesenheit</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Rk</source>
        <translation>Rg</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Föd</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Leist</translation>
    </message>
    <message>
        <source>±Rtg</source>
        <translation>±Elo</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Rd</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>ΔR×K</source>
        <translation>ΔR×K</translation>
    </message>
    <message>
        <source>Rtg ±</source>
        <translation>Elo ±</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>R{n}</translation>
    </message>
    <message>
        <source>Bd {n}</source>
        <translation>Br {n}</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Spielfrei</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation>Erw.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Veränderung</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Erg</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht gewertet</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <source>Rp</source>
        <translation>Rp</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Föderationen</translation>
    </message>
    <message>
        <source>Foreign rated players</source>
        <translation>Ausländische Spieler mit Elo</translation>
    </message>
    <message>
        <source>Meets 20 / 3 / 10</source>
        <translation>Erfüllt 20 / 3 / 10</translation>
    </message>
    <message>
        <source>GM/IM/WGM/WIM</source>
        <translation>GM/IM/WGM/WIM</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>spielfrei durch Auslosung (U)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>Freilos mit 1 Punkt (F)</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>Freilos mit ½ Punkt (H)</translation>
    </message>
    <message>
        <source>absent (Z)</source>
        <translation>abwesend (Z)</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht gepaart</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>free</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>hat Titel</translation>
    </message>
    <message>
        <source>possible</source>
        <translation>möglich</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>open, Rp {rp}</source>
        <translation>offen, Rp {rp}</translation>
    </message>
    <message>
        <source>NORM</source>
        <translation>NORM</translation>
    </message>
    <message>
        <source>draw R{n}</source>
        <translation>remis R{n}</translation>
    </message>
    <message>
        <source>win R{n}</source>
        <translation>Sieg R{n}</translation>
    </message>
    <message>
        <source>any R{n}</source>
        <translation>beliebig R{n}</translation>
    </message>
    <message>
        <source>{check}: {tr_short}</source>
        <translation>{check}: {tr_short}</translation>
    </message>
    <message>
        <source>1 game short</source>
        <translation>1 Partie zu wenig</translation>
    </message>
    <message>
        <source>{n} games short</source>
        <translation>{n} Partien zu wenig</translation>
    </message>
    <message>
        <source>1 federation short</source>
        <translation>1 Föderation zu wenig</translation>
    </message>
    <message>
        <source>{n} federations short</source>
        <translation>{n} Föderationen zu wenig</translation>
    </message>
    <message>
        <source>1 titled opponent short</source>
        <translation>1 Titelträger als Gegner zu wenig</translation>
    </message>
    <message>
        <source>{n} titled opponents short</source>
        <translation>{n} Titelträger als Gegner zu wenig</translation>
    </message>
    <message>
        <source>1 point short</source>
        <translation>1 Punkt zu wenig</translation>
    </message>
    <message>
        <source>{n} points short</source>
        <translation>{n} Punkte zu wenig</translation>
    </message>
    <message>
        <source>no game: bye or absence (B.02 §5.1)</source>
        <translation>keine Partie: Freilos oder Abwesenheit (B.02 §5.1)</translation>
    </message>
    <message>
        <source>forfeit: the game was not played (B.02 §5.1)</source>
        <translation>kampflos: die Partie wurde nicht gespielt (B.02 §5.1)</translation>
    </message>
    <message>
        <source>fewer than one move made: not rated (B.02 §5.1)</source>
        <translation>weniger als ein Zug gespielt: nicht gewertet (B.02 §5.1)</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>opponent unrated: counts only for the opponent's first rating (§8.3.1)</source>
        <translation>Gegner ohne Elo: zählt nur für dessen Ersteinstufung (§8.3.1)</translation>
    </message>
    <message>
        <source>both players unrated (B.02 §8.2.2: rated opponents only)</source>
        <translation>beide Spieler ohne Elo (B.02 §8.2.2: nur Gegner mit Elo)</translation>
    </message>
    <message>
        <source>difference of 600 or more with a player above 2600 (B.02 R&amp;B §7.3.1)</source>
        <translation>Differenz von 600 oder mehr mit einem Spieler über 2600 (B.02 R&amp;B §7.3.1)</translation>
    </message>
    <message>
        <source>the opponent is not in the file</source>
        <translation>der Gegner ist nicht in der Datei</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>Pts: points before the round.</source>
        <translation>Pkt: Punkte vor der Runde.</translation>
    </message>
    <message>
        <source>Pts: points before the round. F: forfeit; u: unrated (less than one move).</source>
        <translation>Pkt: Punkte vor der Runde. F: kampflos; u: nicht gewertet (weniger als ein Zug).</translation>
    </message>
    <message>
        <source>1 result still to come.</source>
        <translation>1 Ergebnis steht noch aus.</translation>
    </message>
    <message>
        <source>{n} results still to come.</source>
        <translation>{n} Ergebnisse stehen noch aus.</translation>
    </message>
    <message>
        <source>TB{n} {code}: {tr_title} ({article})</source>
        <translation>TB{n} {code}: {tr_title} ({article})</translation>
    </message>
    <message>
        <source>Average of opponents' Buchholz</source>
        <translation>Durchschnittliche Buchholzwertung der Gegner</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Durchschnittliche perfekte Leistung der Gegner</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Durchschnittliche Turnierleistung der Gegner</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Elo-Schnitt der Gegner</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Koya system</source>
        <translation>Koya-System</translation>
    </message>
    <message>
        <source>Number of games played with Black</source>
        <translation>Anzahl der Partien mit Schwarz</translation>
    </message>
    <message>
        <source>Number of games won with Black</source>
        <translation>Anzahl der Siege mit Schwarz</translation>
    </message>
    <message>
        <source>Number of games won</source>
        <translation>Anzahl der gewonnenen Partien</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Anzahl der Siege</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Perfekte Turnierleistung</translation>
    </message>
    <message>
        <source>Progressive scores</source>
        <translation>Fortschrittswertung</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Gewählte gespielte Runden</translation>
    </message>
    <message>
        <source>Self-defined tie-break</source>
        <translation>Selbst definierte Feinwertung</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standardpunkte</translation>
    </message>
    <message>
        <source>Tournament pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <source>A round reads: opponent's line (#) in this table, colour (w/b), result (1, ½, 0; + and − forfeits). U: pairing-allocated bye; F: full-point bye; H: half-point bye; Z: absent.</source>
        <translation>Eine Runde liest sich: Zeile des Gegners (#) in dieser Tabelle, Farbe (w/b), Ergebnis (1, ½, 0; + und − kampflos). U: spielfrei durch Auslosung; F: Freilos mit 1 Punkt; H: Freilos mit ½ Punkt; Z: abwesend.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player{tr_cycles}: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Eine Zelle ist das Ergebnis des Spielers der Zeile gegen den Spieler der Spalte{tr_cycles}: 1, ½, 0; + und − kampflos (C.05); · noch nicht gespielt.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Eine Zelle ist das Ergebnis des Spielers der Zeile gegen den Spieler der Spalte: 1, ½, 0; + und − kampflos (C.05); · noch nicht gespielt.</translation>
    </message>
    <message>
        <source> (first cycle, then second)</source>
        <translation> (erster, dann zweiter Durchgang)</translation>
    </message>
    <message>
        <source>Lines and columns in order of place; # is the line number, No. the pairing number.</source>
        <translation>Zeilen und Spalten nach Platzierung; # ist die Zeilennummer, Nr. die Startnummer.</translation>
    </message>
    <message>
        <source>Points in brackets belong to a player whose results do not count; the other players' points leave out their games against him.</source>
        <translation>Punkte in Klammern gehören einem Spieler, dessen Ergebnisse nicht zählen; die Punkte der anderen lassen ihre Partien gegen ihn aus.</translation>
    </message>
    <message>
        <source>Tie-breaks of a round-robin: forfeits count as games (C.07 15.2).</source>
        <translation>Feinwertungen eines Rundenturniers: kampflose Partien zählen als Partien (C.07 15.2).</translation>
    </message>
    <message>
        <source>Pairings by the Berger tables (C.05 Annex 1), boards in the table's order.</source>
        <translation>Paarungen nach den Berger-Tabellen (C.05 Anhang 1), Bretter in der Reihenfolge der Tabelle.</translation>
    </message>
    <message>
        <source>Free: the player who meets the bye number of an odd field; no game.</source>
        <translation>Spielfrei: der Spieler, der auf die Freilosnummer eines ungeraden Feldes trifft; keine Partie.</translation>
    </message>
    <message>
        <source>Odd field: in each round the player marked free has no game.</source>
        <translation>Ungerades Feld: in jeder Runde hat der als spielfrei markierte Spieler keine Partie.</translation>
    </message>
    <message>
        <source>{tr_format} of {n} players by the Berger tables (C.05 Annex 1): {rounds} rounds, boards in the table's order.</source>
        <translation>{tr_format} mit {n} Spielern nach den Berger-Tabellen (C.05 Anhang 1): {rounds} Runden, Bretter in der Reihenfolge der Tabelle.</translation>
    </message>
    <message>
        <source>Single round-robin</source>
        <translation>Einrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>Double round-robin</source>
        <translation>Doppelrundiges Rundenturnier</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed; rounds {a} and {b} of the first cycle are played in reverse order (C.05 Annex 1), so that nobody has three games in a row with one colour.</source>
        <translation>Der zweite Durchgang wiederholt den ersten mit getauschten Farben; die Runden {a} und {b} des ersten Durchgangs werden in umgekehrter Reihenfolge gespielt (C.05 Anhang 1), damit niemand dreimal hintereinander dieselbe Farbe hat.</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed.</source>
        <translation>Der zweite Durchgang wiederholt den ersten mit getauschten Farben.</translation>
    </message>
    <message>
        <source>FIDE Handbook C.05 Annex 1.</source>
        <translation>FIDE-Handbuch C.05 Anhang 1.</translation>
    </message>
    <message>
        <source>Pairing numbers not drawn yet.</source>
        <translation>Startnummern noch nicht ausgelost.</translation>
    </message>
    <message>
        <source>Pairing numbers as in the imported TRF file.</source>
        <translation>Startnummern wie in der importierten TRF-Datei.</translation>
    </message>
    <message>
        <source>Pairing numbers as drawn at the venue, typed in by the arbiter.</source>
        <translation>Startnummern wie vor Ort ausgelost, vom Schiedsrichter eingegeben.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn by lot with seed {seed} (SHA-256 draw, docs/rulings.md RR-5): the same seed and players give the same numbers.</source>
        <translation>Startnummern ausgelost mit Startwert {seed} (SHA-256-Auslosung, docs/rulings.md RR-5): derselbe Startwert und dieselben Spieler ergeben dieselben Nummern.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn with the Varma tables (C.05 Annex 2) by federation, seed {seed}.</source>
        <translation>Startnummern mit den Varma-Tabellen (C.05 Anhang 2) nach Föderation ausgelost, Startwert {seed}.</translation>
    </message>
    <message>
        <source>Players in name order; a name opens the player's card.</source>
        <translation>Spieler nach Namen; ein Name öffnet die Spielerkarte.</translation>
    </message>
    <message>
        <source>Title norms achieved under B.01 §1.4 on the results so far; the norm certificate (IT1) is signed by the chief arbiter after the event.</source>
        <translation>Titelnormen nach B.01 §1.4 auf Grundlage der bisherigen Ergebnisse; das Normzertifikat (IT1) unterschreibt der Hauptschiedsrichter nach dem Turnier.</translation>
    </message>
    <message>
        <source>Ra: average rating of the opponents; Rp: tournament performance (B.01 1.4.8).</source>
        <translation>Ra: Elo-Schnitt der Gegner; Rp: Turnierleistung (B.01 1.4.8).</translation>
    </message>
    <message>
        <source>No. {no}</source>
        <translation>Nr. {no}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>Elo {rating}</translation>
    </message>
    <message>
        <source>Points {pts}, rank {rank}.</source>
        <translation>Punkte {pts}, Rang {rank}.</translation>
    </message>
    <message>
        <source>Games played {n}: {w} won, {d} drawn, {l} lost.</source>
        <translation>Gespielte Partien {n}: {w} gewonnen, {d} remis, {l} verloren.</translation>
    </message>
    <message>
        <source>ARO (C.07 10.1) {aro}; TPR (C.07 10.2) {tpr}.</source>
        <translation>ARO (C.07 10.1) {aro}; TPR (C.07 10.2) {tpr}.</translation>
    </message>
    <message>
        <source>Withdrawn from round {round}.</source>
        <translation>Zurückgezogen ab Runde {round}.</translation>
    </message>
    <message>
        <source>Rating change so far: K {k} × ΣΔR {sum} = {exact}, rounded {rounded} (B.02 §8.3; K {tr_reason}).</source>
        <translation>Elo-Veränderung bisher: K {k} × ΣΔR {sum} = {exact}, gerundet {rounded} (B.02 §8.3; K {tr_reason}).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2).</source>
        <translation>Ohne Elo: Ersteinstufung aus diesem Turnier {ru} (B.02 §8.2).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2); {tr_notes}.</source>
        <translation>Ohne Elo: Ersteinstufung aus diesem Turnier {ru} (B.02 §8.2); {tr_notes}.</translation>
    </message>
    <message>
        <source>K {k}: rated {r} or more (B.02 §8.3.3)</source>
        <translation>K {k}: Elo {r} oder mehr (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k}: Elo unter {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K 40 if fewer than 30 rated games or once rated 2400 gives K 10: check the list</source>
        <translation>K 40 bei weniger als 30 gewerteten Partien, einmal Elo 2400 ergibt K 10: bitte in der Liste prüfen</translation>
    </message>
    <message>
        <source>K {k}: born {year}, at most {age} in {event_year}, rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k}: geboren {year}, höchstens {age} im Jahr {event_year}, Elo unter {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: fewer than {n} rated games (B.02 §8.3.3)</source>
        <translation>K {k}: weniger als {n} gewertete Partien (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>lowered to {k}: {games} games x K may not exceed {max} (B.02 §8.3.3)</source>
        <translation>gesenkt auf {k}: {games} Partien x K darf {max} nicht übersteigen (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>No. {no} {name}: unrated</source>
        <translation>Nr. {no} {name}: ohne Elo</translation>
    </message>
    <message>
        <source>No. {no} {name}: {rating}, K {k} ({tr_reason})</source>
        <translation>Nr. {no} {name}: {rating}, K {k} ({tr_reason})</translation>
    </message>
    <message>
        <source>No. {no} · {name} · rating {rating} · K {k} · change {change}</source>
        <translation>Nr. {no} · {name} · Elo {rating} · K {k} · Veränderung {change}</translation>
    </message>
    <message>
        <source>No. {no} · {name} · unrated</source>
        <translation>Nr. {no} · {name} · ohne Elo</translation>
    </message>
    <message>
        <source>No. {no} {name}: {tr_notes}.</source>
        <translation>Nr. {no} {name}: {tr_notes}.</translation>
    </message>
    <message>
        <source>Standard rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Standard-Elo, Zahlen wie in der Datei (die bei Turnierbeginn gültige Liste). Nur am Brett gespielte Partien gegen Gegner mit Elo zählen (B.02 §5.1, §8.3.1); kampflose Partien, Freilose und Partien mit weniger als einem Zug nicht.</translation>
    </message>
    <message>
        <source>Rapid rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Schnellschach-Elo, Zahlen wie in der Datei (die bei Turnierbeginn gültige Liste). Nur am Brett gespielte Partien gegen Gegner mit Elo zählen (B.02 §5.1, §8.3.1); kampflose Partien, Freilose und Partien mit weniger als einem Zug nicht.</translation>
    </message>
    <message>
        <source>Blitz rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Blitz-Elo, Zahlen wie in der Datei (die bei Turnierbeginn gültige Liste). Nur am Brett gespielte Partien gegen Gegner mit Elo zählen (B.02 §5.1, §8.3.1); kampflose Partien, Freilose und Partien mit weniger als einem Zug nicht.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D: eigene Elo minus die des Gegners; D 400: die nach der 400-Punkte-Regel gezählte Differenz (B.02 §8.3.1 ab 1. Oktober 2025: Spieler ab 2650 behalten die echte D). PD: erwartete Punktzahl (Tabelle 8.1.2); ΔR = Ergebnis − PD; die Veränderung ist K × ΣΔR.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D; in rapid and blitz everyone is capped). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D: eigene Elo minus die des Gegners; D 400: die nach der 400-Punkte-Regel gezählte Differenz (B.02 §8.3.1 ab 1. Oktober 2025: Spieler ab 2650 behalten die echte D; im Schnell- und Blitzschach wird für alle gekappt). PD: erwartete Punktzahl (Tabelle 8.1.2); ΔR = Ergebnis − PD; die Veränderung ist K × ΣΔR.</translation>
    </message>
    <message>
        <source>Change: K × ΣΔR rounded once, 0.5 away from zero (B.02 §8.3.4). FIDE rounds the change of a whole rating period: with other events in the same period, the rounded figure is an estimate.</source>
        <translation>Veränderung: K × ΣΔR einmal gerundet, 0,5 von null weg (B.02 §8.3.4). Die FIDE rundet die Veränderung eines ganzen Elo-Zeitraums: bei weiteren Turnieren im selben Zeitraum ist die gerundete Zahl eine Schätzung.</translation>
    </message>
    <message>
        <source>K: typed from the rating list where given, else computed (B.02 §8.3.3) from the rating and year of birth; the file does not tell the number of rated games (K 40 under 30) or whether 2400 was ever reached (K 10). K × games may not exceed 700 (this event's games).</source>
        <translation>K: aus der Elo-Liste eingegeben, sonst berechnet (B.02 §8.3.3) aus Elo und Geburtsjahr; die Datei nennt weder die Zahl der gewerteten Partien (K 40 unter 30) noch, ob je 2400 erreicht wurde (K 10). K × Partien darf 700 nicht übersteigen (Partien dieses Turniers).</translation>
    </message>
    <message>
        <source>New for an unrated player: the first rating from this event alone (B.02 §8.2: two hypothetical 1800 opponents drawn, maximum 2200); * publishable now, (…) not yet.</source>
        <translation>Neu bei einem Spieler ohne Elo: die Ersteinstufung allein aus diesem Turnier (B.02 §8.2: zwei hypothetische Remis gegen 1800, höchstens 2200); * jetzt veröffentlichbar, (…) noch nicht.</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (table 8.1.1, p in whole percent).</source>
        <translation>Leist: Ra + dp über die Partien gegen Gegner mit Elo (Tabelle 8.1.1, p in ganzen Prozent).</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (B.02 8.1.1); ±Rtg: the rating change K × ΣΔR rounded half away from zero (B.02 §8.3), for an unrated player his first rating from this event (* publishable); see the rating-change report.</source>
        <translation>Leist: Ra + dp über die Partien gegen Gegner mit Elo (B.02 8.1.1); ±Elo: die Elo-Veränderung K × ΣΔR, 0,5 von null weg gerundet (B.02 §8.3), bei einem Spieler ohne Elo seine Ersteinstufung aus diesem Turnier (* veröffentlichbar); siehe den Bericht der Elo-Veränderungen.</translation>
    </message>
    <message>
        <source>The event started before 1 October 2025: the 400-point rule of that time capped every player; these figures use the amended rule (docs/rulings.md RN-4).</source>
        <translation>Das Turnier begann vor dem 1. Oktober 2025: die damalige 400-Punkte-Regel galt für alle Spieler; diese Zahlen verwenden die geänderte Regel (docs/rulings.md RN-4).</translation>
    </message>
    <message>
        <source>NORM: the title result and every requirement of B.01 1.4 are met. draw R9 / win R9 / any R9: the least result of the paired round that gives the norm. open: rounds remain to be paired. Rn: the first requirement that fails (R1 games, R2 federations, R3 own/one federation, R4 titled, R5 title-holders, R7 Ra, R8 Rp, R9 35 %, R10 women) and by how much. holds: the player has the title or a higher one.</source>
        <translation>NORM: das Titelergebnis und alle Bedingungen von B.01 1.4 sind erfüllt. remis R9 / Sieg R9 / beliebig R9: das geringste Ergebnis der gepaarten Runde, das die Norm ergibt. offen: es sind noch Runden zu paaren. Rn: die erste nicht erfüllte Bedingung (R1 Partien, R2 Föderationen, R3 eigene/eine Föderation, R4 Titelträger, R5 Titelinhaber, R7 Ra, R8 Rp, R9 35 %, R10 Frauen) und um wie viel. hat Titel: der Spieler hat den Titel oder einen höheren.</translation>
    </message>
    <message>
        <source>Ra: opponents' average (unrated 1400, the lowest raised to the floor, 1.4.6); Rp = Ra + dp (1.4.8). Required: the least score that gives the title performance.</source>
        <translation>Ra: Schnitt der Gegner (ohne Elo 1400, der niedrigste auf die Untergrenze angehoben, 1.4.6); Rp = Ra + dp (1.4.8). Benötigt: die geringste Punktzahl, die die Titelleistung ergibt.</translation>
    </message>
    <message>
        <source>This is a {kind} event: norms come from standard games only.</source>
        <translation>Dies ist ein {kind}-Turnier: Normen gibt es nur aus Standardpartien.</translation>
    </message>
    <message>
        <source>The federation mix (R2, R3) is waived under {waiver}.</source>
        <translation>Die Föderationsmischung (R2, R3) entfällt nach {waiver}.</translation>
    </message>
    <message>
        <source>Not confirmed by the arbiter (norm event conditions): {tr_list}.</source>
        <translation>Vom Schiedsrichter nicht bestätigt (Bedingungen für Normturniere): {tr_list}.</translation>
    </message>
    <message>
        <source>The chief arbiter is an International Arbiter or FIDE Arbiter</source>
        <translation>Der Hauptschiedsrichter ist Internationaler Schiedsrichter oder FIDE-Schiedsrichter</translation>
    </message>
    <message>
        <source>No more than two rounds on any day</source>
        <translation>Höchstens zwei Runden an einem Tag</translation>
    </message>
    <message>
        <source>At least two hours per player for 60 moves</source>
        <translation>Mindestens zwei Stunden je Spieler für 60 Züge</translation>
    </message>
    <message>
        <source>No more than 12 hours of play on any day</source>
        <translation>Höchstens 12 Stunden Spielzeit an einem Tag</translation>
    </message>
    <message>
        <source>One time control for all rounds</source>
        <translation>Eine Bedenkzeit für alle Runden</translation>
    </message>
    <message>
        <source>Registered with FIDE at least 30 days before the start</source>
        <translation>Mindestens 30 Tage vor Beginn bei der FIDE angemeldet</translation>
    </message>
    <message>
        <source>One round a day on at least three days (needed by one GM/WGM norm)</source>
        <translation>An mindestens drei Tagen eine Runde pro Tag (für eine GM/WGM-Norm nötig)</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>Round {round}: pairings and results</source>
        <translation>Runde {round}: Paarungen und Ergebnisse</translation>
    </message>
    <message>
        <source>Round {round}: pairings by name</source>
        <translation>Runde {round}: Paarungen nach Namen</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Rangliste nach Runde {round}</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Elo-Veränderungen</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Titelnormen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Nach Brett</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Nach Namen</translation>
    </message>
    <message>
        <source>results complete</source>
        <translation>Ergebnisse vollständig</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Hauptschiedsrichter</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Skip to the content</source>
        <translation>Zum Inhalt springen</translation>
    </message>
    <message>
        <source>Pages of the event</source>
        <translation>Seiten des Turniers</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Published with Swiss Arbiter {version}</source>
        <translation>Veröffentlicht mit Swiss Arbiter {version}</translation>
    </message>
    <message>
        <source>This page updates itself when the arbiter publishes.</source>
        <translation>Diese Seite aktualisiert sich, sobald der Schiedsrichter veröffentlicht.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Weiteres</translation>
    </message>
    <message>
        <source>No round has been published yet.</source>
        <translation>Es wurde noch keine Runde veröffentlicht.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Das Turnier</translation>
    </message>
    <message>
        <source>Page not found</source>
        <translation>Seite nicht gefunden</translation>
    </message>
    <message>
        <source>This page is not published (yet).</source>
        <translation>Diese Seite ist (noch) nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>Back to the event</source>
        <translation>Zurück zum Turnier</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Erwartete Punktzahl</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
</context>
</TS>
