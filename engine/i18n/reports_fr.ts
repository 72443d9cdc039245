<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>Reports</name>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Appariements par nom</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille américaine</translation>
    </message>
    <message>
        <source>Crosstable, {tr_format}</source>
        <translation>Grille américaine, {tr_format}</translation>
    </message>
    <message>
        <source>single round-robin</source>
        <translation>toutes rondes simple</translation>
    </message>
    <message>
        <source>double round-robin</source>
        <translation>toutes rondes double</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players</source>
        <translation>Toutes rondes simple, {n} joueurs</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players</source>
        <translation>Toutes rondes double, {n} joueurs</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Toutes rondes simple, {n} joueurs (C.05 annexe 1)</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Toutes rondes double, {n} joueurs (C.05 annexe 1)</translation>
    </message>
    <message>
        <source>Player card: {who}</source>
        <translation>Fiche du joueur : {who}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variation Elo</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Variations Elo</translation>
    </message>
    <message>
        <source>Norm screen</source>
        <translation>Tableau des normes</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Normes de titre</translation>
    </message>
    <message>
        <source>Norms achieved</source>
        <translation>Normes réalisées</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>Berger table</source>
        <translation>Table de Berger</translation>
    </message>
    <message>
        <source>Pairings of round {round}</source>
        <translation>Appariements de la ronde {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Ronde {round} sur {total}</translation>
    </message>
    <message>
        <source>Round {round}, cycle {cycle}</source>
        <translation>Ronde {round}, cycle {cycle}</translation>
    </message>
    <message>
        <source>Round {round} — {date}</source>
        <translation>Ronde {round} — {date}</translation>
    </message>
    <message>
        <source>Round {round} — {date}, cycle {cycle}</source>
        <translation>Ronde {round} — {date}, cycle {cycle}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Après la ronde {round}</translation>
    </message>
    <message>
        <source>After round {round} of {total}</source>
        <translation>Après la ronde {round} sur {total}</translation>
    </message>
    <message>
        <source>All {n} rounds</source>
        <translation>Les {n} rondes</translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation>Joueurs inscrits</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Échiquiers</translation>
    </message>
    <message>
        <source>Pairing-allocated bye, byes and absent players</source>
        <translation>Exempt, byes et joueurs absents</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Récapitulatif</translation>
    </message>
    <message>
        <source>Pairing numbers, White first</source>
        <translation>Numéros d'appariement, les Blancs d'abord</translation>
    </message>
    <message>
        <source>Norms, chances and near misses (one requirement short)</source>
        <translation>Normes, chances et normes manquées de peu (une condition manque)</translation>
    </message>
    <message>
        <source>B.01 1.4.3d: players not from the host federation {fed} who miss at most one round</source>
        <translation>B.01 1.4.3d : joueurs hors de la fédération organisatrice {fed} absents au plus une ronde</translation>
    </message>
    <message>
        <source>Bd</source>
        <translation>Éch</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Bye or absence</source>
        <translation>Bye ou absence</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>Reçoit</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rk</source>
        <translation>Cl</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Perf</translation>
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
        <translation>Score</translation>
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
        <translation>Éch {n}</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation>Att.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Rés</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Cumul</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Non comptabilisée</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norme</translation>
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
        <translation>Requis</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Fédérations</translation>
    </message>
    <message>
        <source>Foreign rated players</source>
        <translation>Joueurs étrangers classés</translation>
    </message>
    <message>
        <source>Meets 20 / 3 / 10</source>
        <translation>Remplit 20 / 3 / 10</translation>
    </message>
    <message>
        <source>GM/IM/WGM/WIM</source>
        <translation>GM/IM/WGM/WIM</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>exempt (U)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>bye à 1 point (F)</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>bye à ½ point (H)</translation>
    </message>
    <message>
        <source>absent (Z)</source>
        <translation>absent (Z)</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>free</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>titré</translation>
    </message>
    <message>
        <source>possible</source>
        <translation>possible</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>open, Rp {rp}</source>
        <translation>ouverte, Rp {rp}</translation>
    </message>
    <message>
        <source>NORM</source>
        <translation>NORME</translation>
    </message>
    <message>
        <source>draw R{n}</source>
        <translation>nulle R{n}</translation>
    </message>
    <message>
        <source>win R{n}</source>
        <translation>gain R{n}</translation>
    </message>
    <message>
        <source>any R{n}</source>
        <translation>tout résultat R{n}</translation>
    </message>
    <message>
        <source>{check}: {tr_short}</source>
        <translation>{check} : {tr_short}</translation>
    </message>
    <message>
        <source>1 game short</source>
        <translation>1 partie de moins que requis</translation>
    </message>
    <message>
        <source>{n} games short</source>
        <translation>{n} parties de moins que requis</translation>
    </message>
    <message>
        <source>1 federation short</source>
        <translation>1 fédération de moins que requis</translation>
    </message>
    <message>
        <source>{n} federations short</source>
        <translation>{n} fédérations de moins que requis</translation>
    </message>
    <message>
        <source>1 titled opponent short</source>
        <translation>1 adversaire titré de moins que requis</translation>
    </message>
    <message>
        <source>{n} titled opponents short</source>
        <translation>{n} adversaires titrés de moins que requis</translation>
    </message>
    <message>
        <source>1 point short</source>
        <translation>1 point de moins que requis</translation>
    </message>
    <message>
        <source>{n} points short</source>
        <translation>{n} points de moins que requis</translation>
    </message>
    <message>
        <source>no game: bye or absence (B.02 §5.1)</source>
        <translation>pas de partie : bye ou absence (B.02 §5.1)</translation>
    </message>
    <message>
        <source>forfeit: the game was not played (B.02 §5.1)</source>
        <translation>forfait : la partie n'a pas été jouée (B.02 §5.1)</translation>
    </message>
    <message>
        <source>fewer than one move made: not rated (B.02 §5.1)</source>
        <translation>moins d'un coup joué : non comptabilisée (B.02 §5.1)</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>opponent unrated: counts only for the opponent's first rating (§8.3.1)</source>
        <translation>adversaire non classé : compte seulement pour son premier classement (§8.3.1)</translation>
    </message>
    <message>
        <source>both players unrated (B.02 §8.2.2: rated opponents only)</source>
        <translation>les deux joueurs non classés (B.02 §8.2.2 : adversaires classés seulement)</translation>
    </message>
    <message>
        <source>difference of 600 or more with a player above 2600 (B.02 R&amp;B §7.3.1)</source>
        <translation>écart de 600 ou plus avec un joueur au-dessus de 2600 (B.02 R&amp;B §7.3.1)</translation>
    </message>
    <message>
        <source>the opponent is not in the file</source>
        <translation>l'adversaire n'est pas dans le fichier</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>non classé</translation>
    </message>
    <message>
        <source>Pts: points before the round.</source>
        <translation>Pts : points avant la ronde.</translation>
    </message>
    <message>
        <source>Pts: points before the round. F: forfeit; u: unrated (less than one move).</source>
        <translation>Pts : points avant la ronde. F : forfait ; u : non comptabilisée (moins d'un coup).</translation>
    </message>
    <message>
        <source>1 result still to come.</source>
        <translation>1 résultat encore attendu.</translation>
    </message>
    <message>
        <source>{n} results still to come.</source>
        <translation>{n} résultats encore attendus.</translation>
    </message>
    <message>
        <source>TB{n} {code}: {tr_title} ({article})</source>
        <translation>TB{n} {code} : {tr_title} ({article})</translation>
    </message>
    <message>
        <source>Average of opponents' Buchholz</source>
        <translation>Moyenne des Buchholz des adversaires</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Moyenne des performances parfaites des adversaires</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Moyenne des performances des adversaires</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Moyenne Elo des adversaires</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Buchholz anticipé</translation>
    </message>
    <message>
        <source>Koya system</source>
        <translation>Système Koya</translation>
    </message>
    <message>
        <source>Number of games played with Black</source>
        <translation>Nombre de parties jouées avec les Noirs</translation>
    </message>
    <message>
        <source>Number of games won with Black</source>
        <translation>Nombre de parties gagnées avec les Noirs</translation>
    </message>
    <message>
        <source>Number of games won</source>
        <translation>Nombre de parties gagnées</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Nombre de victoires</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Performance parfaite</translation>
    </message>
    <message>
        <source>Progressive scores</source>
        <translation>Cumulatif</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Rondes choisies pour jouer</translation>
    </message>
    <message>
        <source>Self-defined tie-break</source>
        <translation>Départage défini par l'organisateur</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Points standard</translation>
    </message>
    <message>
        <source>Tournament pairing number</source>
        <translation>Numéro d'appariement</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Performance</translation>
    </message>
    <message>
        <source>A round reads: opponent's line (#) in this table, colour (w/b), result (1, ½, 0; + and − forfeits). U: pairing-allocated bye; F: full-point bye; H: half-point bye; Z: absent.</source>
        <translation>Une ronde se lit : ligne de l'adversaire (#) dans ce tableau, couleur (w/b), résultat (1, ½, 0 ; + et − forfaits). U : exempt ; F : bye à 1 point ; H : bye à ½ point ; Z : absent.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player{tr_cycles}: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Une case est le résultat du joueur de la ligne contre celui de la colonne{tr_cycles} : 1, ½, 0 ; + et − forfaits (C.05) ; · pas encore jouée.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Une case est le résultat du joueur de la ligne contre celui de la colonne : 1, ½, 0 ; + et − forfaits (C.05) ; · pas encore jouée.</translation>
    </message>
    <message>
        <source> (first cycle, then second)</source>
        <translation> (premier cycle, puis second)</translation>
    </message>
    <message>
        <source>Lines and columns in order of place; # is the line number, No. the pairing number.</source>
        <translation>Lignes et colonnes dans l'ordre du classement ; # est le numéro de ligne, N° le numéro d'appariement.</translation>
    </message>
    <message>
        <source>Points in brackets belong to a player whose results do not count; the other players' points leave out their games against him.</source>
        <translation>Les points entre parenthèses sont ceux d'un joueur dont les résultats ne comptent pas ; les points des autres excluent leurs parties contre lui.</translation>
    </message>
    <message>
        <source>Tie-breaks of a round-robin: forfeits count as games (C.07 15.2).</source>
        <translation>Départages d'un toutes rondes : les forfaits comptent comme des parties (C.07 15.2).</translation>
    </message>
    <message>
        <source>Pairings by the Berger tables (C.05 Annex 1), boards in the table's order.</source>
        <translation>Appariements selon les tables de Berger (C.05 annexe 1), échiquiers dans l'ordre de la table.</translation>
    </message>
    <message>
        <source>Free: the player who meets the bye number of an odd field; no game.</source>
        <translation>Exempt : le joueur opposé au numéro fictif d'un effectif impair ; pas de partie.</translation>
    </message>
    <message>
        <source>Odd field: in each round the player marked free has no game.</source>
        <translation>Effectif impair : à chaque ronde, le joueur marqué exempt ne joue pas.</translation>
    </message>
    <message>
        <source>{tr_format} of {n} players by the Berger tables (C.05 Annex 1): {rounds} rounds, boards in the table's order.</source>
        <translation>{tr_format} de {n} joueurs selon les tables de Berger (C.05 annexe 1) : {rounds} rondes, échiquiers dans l'ordre de la table.</translation>
    </message>
    <message>
        <source>Single round-robin</source>
        <translation>Toutes rondes simple</translation>
    </message>
    <message>
        <source>Double round-robin</source>
        <translation>Toutes rondes double</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed; rounds {a} and {b} of the first cycle are played in reverse order (C.05 Annex 1), so that nobody has three games in a row with one colour.</source>
        <translation>Le second cycle répète le premier avec les couleurs inversées ; les rondes {a} et {b} du premier cycle sont jouées dans l'ordre inverse (C.05 annexe 1), afin que personne n'ait trois parties de suite avec la même couleur.</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed.</source>
        <translation>Le second cycle répète le premier avec les couleurs inversées.</translation>
    </message>
    <message>
        <source>FIDE Handbook C.05 Annex 1.</source>
        <translation>Manuel de la FIDE C.05 annexe 1.</translation>
    </message>
    <message>
        <source>Pairing numbers not drawn yet.</source>
        <translation>Numéros d'appariement pas encore tirés au sort.</translation>
    </message>
    <message>
        <source>Pairing numbers as in the imported TRF file.</source>
        <translation>Numéros d'appariement comme dans le fichier TRF importé.</translation>
    </message>
    <message>
        <source>Pairing numbers as drawn at the venue, typed in by the arbiter.</source>
        <translation>Numéros d'appariement tirés sur place, saisis par l'arbitre.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn by lot with seed {seed} (SHA-256 draw, docs/rulings.md RR-5): the same seed and players give the same numbers.</source>
        <translation>Numéros d'appariement tirés au sort avec la graine {seed} (tirage SHA-256, docs/rulings.md RR-5) : la même graine et les mêmes joueurs donnent les mêmes numéros.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn with the Varma tables (C.05 Annex 2) by federation, seed {seed}.</source>
        <translation>Numéros d'appariement tirés avec les tables de Varma (C.05 annexe 2) par fédération, graine {seed}.</translation>
    </message>
    <message>
        <source>Players in name order; a name opens the player's card.</source>
        <translation>Joueurs par ordre alphabétique ; un nom ouvre la fiche du joueur.</translation>
    </message>
    <message>
        <source>Title norms achieved under B.01 §1.4 on the results so far; the norm certificate (IT1) is signed by the chief arbiter after the event.</source>
        <translation>Normes de titre réalisées selon B.01 §1.4 sur les résultats actuels ; le certificat de norme (IT1) est signé par l'arbitre principal après le tournoi.</translation>
    </message>
    <message>
        <source>Ra: average rating of the opponents; Rp: tournament performance (B.01 1.4.8).</source>
        <translation>Ra : moyenne Elo des adversaires ; Rp : performance (B.01 1.4.8).</translation>
    </message>
    <message>
        <source>No. {no}</source>
        <translation>N° {no}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>Elo {rating}</translation>
    </message>
    <message>
        <source>Points {pts}, rank {rank}.</source>
        <translation>Points {pts}, rang {rank}.</translation>
    </message>
    <message>
        <source>Games played {n}: {w} won, {d} drawn, {l} lost.</source>
        <translation>Parties jouées {n} : {w} gagnées, {d} nulles, {l} perdues.</translation>
    </message>
    <message>
        <source>ARO (C.07 10.1) {aro}; TPR (C.07 10.2) {tpr}.</source>
        <translation>ARO (C.07 10.1) {aro} ; TPR (C.07 10.2) {tpr}.</translation>
    </message>
    <message>
        <source>Withdrawn from round {round}.</source>
        <translation>Retiré à partir de la ronde {round}.</translation>
    </message>
    <message>
        <source>Rating change so far: K {k} × ΣΔR {sum} = {exact}, rounded {rounded} (B.02 §8.3; K {tr_reason}).</source>
        <translation>Variation Elo à ce jour : K {k} × ΣΔR {sum} = {exact}, arrondie à {rounded} (B.02 §8.3 ; K {tr_reason}).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2).</source>
        <translation>Non classé : premier classement issu de ce tournoi {ru} (B.02 §8.2).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2); {tr_notes}.</source>
        <translation>Non classé : premier classement issu de ce tournoi {ru} (B.02 §8.2) ; {tr_notes}.</translation>
    </message>
    <message>
        <source>K {k}: rated {r} or more (B.02 §8.3.3)</source>
        <translation>K {k} : Elo {r} ou plus (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k} : Elo inférieur à {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K 40 if fewer than 30 rated games or once rated 2400 gives K 10: check the list</source>
        <translation>K 40 si moins de 30 parties classées, un Elo de 2400 atteint une fois donne K 10 : vérifier la liste</translation>
    </message>
    <message>
        <source>K {k}: born {year}, at most {age} in {event_year}, rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k} : né en {year}, au plus {age} ans en {event_year}, Elo inférieur à {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: fewer than {n} rated games (B.02 §8.3.3)</source>
        <translation>K {k} : moins de {n} parties classées (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>lowered to {k}: {games} games x K may not exceed {max} (B.02 §8.3.3)</source>
        <translation>abaissé à {k} : {games} parties x K ne peut dépasser {max} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>No. {no} {name}: unrated</source>
        <translation>N° {no} {name} : non classé</translation>
    </message>
    <message>
        <source>No. {no} {name}: {rating}, K {k} ({tr_reason})</source>
        <translation>N° {no} {name} : {rating}, K {k} ({tr_reason})</translation>
    </message>
    <message>
        <source>No. {no} · {name} · rating {rating} · K {k} · change {change}</source>
        <translation>N° {no} · {name} · Elo {rating} · K {k} · variation {change}</translation>
    </message>
    <message>
        <source>No. {no} · {name} · unrated</source>
        <translation>N° {no} · {name} · non classé</translation>
    </message>
    <message>
        <source>No. {no} {name}: {tr_notes}.</source>
        <translation>N° {no} {name} : {tr_notes}.</translation>
    </message>
    <message>
        <source>Standard rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo standard, classements tels que dans le fichier (la liste en vigueur au début du tournoi). Seules comptent les parties jouées contre des adversaires classés (B.02 §5.1, §8.3.1) ; pas les forfaits, les byes ni les parties de moins d'un coup.</translation>
    </message>
    <message>
        <source>Rapid rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo rapide, classements tels que dans le fichier (la liste en vigueur au début du tournoi). Seules comptent les parties jouées contre des adversaires classés (B.02 §5.1, §8.3.1) ; pas les forfaits, les byes ni les parties de moins d'un coup.</translation>
    </message>
    <message>
        <source>Blitz rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo blitz, classements tels que dans le fichier (la liste en vigueur au début du tournoi). Seules comptent les parties jouées contre des adversaires classés (B.02 §5.1, §8.3.1) ; pas les forfaits, les byes ni les parties de moins d'un coup.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D : son Elo moins celui de l'adversaire ; D 400 : l'écart compté selon la règle des 400 points (B.02 §8.3.1 depuis le 1er octobre 2025 : les joueurs à 2650 et plus gardent le D réel). PD : score attendu (table 8.1.2) ; ΔR = score − PD ; la variation est K × ΣΔR.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D; in rapid and blitz everyone is capped). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D : son Elo moins celui de l'adversaire ; D 400 : l'écart compté selon la règle des 400 points (B.02 §8.3.1 depuis le 1er octobre 2025 : les joueurs à 2650 et plus gardent le D réel ; en rapide et en blitz, l'écart est plafonné pour tous). PD : score attendu (table 8.1.2) ; ΔR = score − PD ; la variation est K × ΣΔR.</translation>
    </message>
    <message>
        <source>Change: K × ΣΔR rounded once, 0.5 away from zero (B.02 §8.3.4). FIDE rounds the change of a whole rating period: with other events in the same period, the rounded figure is an estimate.</source>
        <translation>Variation : K × ΣΔR arrondi une fois, 0,5 en s'éloignant de zéro (B.02 §8.3.4). La FIDE arrondit la variation d'une période entière : avec d'autres tournois dans la même période, le chiffre arrondi est une estimation.</translation>
    </message>
    <message>
        <source>K: typed from the rating list where given, else computed (B.02 §8.3.3) from the rating and year of birth; the file does not tell the number of rated games (K 40 under 30) or whether 2400 was ever reached (K 10). K × games may not exceed 700 (this event's games).</source>
        <translation>K : saisi depuis la liste Elo s'il est donné, sinon calculé (B.02 §8.3.3) à partir de l'Elo et de l'année de naissance ; le fichier n'indique ni le nombre de parties classées (K 40 sous 30) ni si 2400 a déjà été atteint (K 10). K × parties ne peut dépasser 700 (parties de ce tournoi).</translation>
    </message>
    <message>
        <source>New for an unrated player: the first rating from this event alone (B.02 §8.2: two hypothetical 1800 opponents drawn, maximum 2200); * publishable now, (…) not yet.</source>
        <translation>Nouveau pour un joueur non classé : le premier classement issu de ce seul tournoi (B.02 §8.2 : deux nulles fictives contre 1800, maximum 2200) ; * publiable maintenant, (…) pas encore.</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (table 8.1.1, p in whole percent).</source>
        <translation>Perf : Ra + dp sur les parties contre des adversaires classés (table 8.1.1, p en pour cent entiers).</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (B.02 8.1.1); ±Rtg: the rating change K × ΣΔR rounded half away from zero (B.02 §8.3), for an unrated player his first rating from this event (* publishable); see the rating-change report.</source>
        <translation>Perf : Ra + dp sur les parties contre des adversaires classés (B.02 8.1.1) ; ±Elo : la variation Elo K × ΣΔR arrondie en s'éloignant de zéro (B.02 §8.3), pour un joueur non classé son premier classement issu de ce tournoi (* publiable) ; voir le rapport des variations Elo.</translation>
    </message>
    <message>
        <source>The event started before 1 October 2025: the 400-point rule of that time capped every player; these figures use the amended rule (docs/rulings.md RN-4).</source>
        <translation>Le tournoi a commencé avant le 1er octobre 2025 : la règle des 400 points de l'époque plafonnait tous les joueurs ; ces chiffres appliquent la règle modifiée (docs/rulings.md RN-4).</translation>
    </message>
    <message>
        <source>NORM: the title result and every requirement of B.01 1.4 are met. draw R9 / win R9 / any R9: the least result of the paired round that gives the norm. open: rounds remain to be paired. Rn: the first requirement that fails (R1 games, R2 federations, R3 own/one federation, R4 titled, R5 title-holders, R7 Ra, R8 Rp, R9 35 %, R10 women) and by how much. holds: the player has the title or a higher one.</source>
        <translation>NORME : le résultat de titre et toutes les conditions de B.01 1.4 sont remplis. nulle R9 / gain R9 / tout résultat R9 : le moindre résultat de la ronde appariée qui donne la norme. ouverte : des rondes restent à apparier. Rn : la première condition non remplie (R1 parties, R2 fédérations, R3 sa/une fédération, R4 titrés, R5 détenteurs du titre, R7 Ra, R8 Rp, R9 35 %, R10 femmes) et de combien. titré : le joueur a le titre ou un titre supérieur.</translation>
    </message>
    <message>
        <source>Ra: opponents' average (unrated 1400, the lowest raised to the floor, 1.4.6); Rp = Ra + dp (1.4.8). Required: the least score that gives the title performance.</source>
        <translation>Ra : moyenne des adversaires (non classé 1400, le plus faible relevé au plancher, 1.4.6) ; Rp = Ra + dp (1.4.8). Requis : le moindre score qui donne la performance de titre.</translation>
    </message>
    <message>
        <source>This is a {kind} event: norms come from standard games only.</source>
        <translation>C'est un tournoi {kind} : les normes ne viennent que de parties standard.</translation>
    </message>
    <message>
        <source>The federation mix (R2, R3) is waived under {waiver}.</source>
        <translation>La mixité des fédérations (R2, R3) est levée selon {waiver}.</translation>
    </message>
    <message>
        <source>Not confirmed by the arbiter (norm event conditions): {tr_list}.</source>
        <translation>Non confirmé par l'arbitre (conditions d'un tournoi à normes) : {tr_list}.</translation>
    </message>
    <message>
        <source>The chief arbiter is an International Arbiter or FIDE Arbiter</source>
        <translation>L'arbitre principal est Arbitre International ou Arbitre FIDE</translation>
    </message>
    <message>
        <source>No more than two rounds on any day</source>
        <translation>Pas plus de deux rondes par jour</translation>
    </message>
    <message>
        <source>At least two hours per player for 60 moves</source>
        <translation>Au moins deux heures par joueur pour 60 coups</translation>
    </message>
    <message>
        <source>No more than 12 hours of play on any day</source>
        <translation>Pas plus de 12 heures de jeu par jour</translation>
    </message>
    <message>
        <source>One time control for all rounds</source>
        <translation>Une seule cadence pour toutes les rondes</translation>
    </message>
    <message>
        <source>Registered with FIDE at least 30 days before the start</source>
        <translation>Enregistré auprès de la FIDE au moins 30 jours avant le début</translation>
    </message>
    <message>
        <source>One round a day on at least three days (needed by one GM/WGM norm)</source>
        <translation>Une ronde par jour pendant au moins trois jours (requis pour une norme GM/WGM)</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>Round {round}: pairings and results</source>
        <translation>Ronde {round} : appariements et résultats</translation>
    </message>
    <message>
        <source>Round {round}: pairings by name</source>
        <translation>Ronde {round} : appariements par nom</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Classement après la ronde {round}</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille américaine</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Variations Elo</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Normes de titre</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Par échiquier</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Par nom</translation>
    </message>
    <message>
        <source>results complete</source>
        <translation>résultats complets</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Arbitre principal</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Skip to the content</source>
        <translation>Aller au contenu</translation>
    </message>
    <message>
        <source>Pages of the event</source>
        <translation>Pages du tournoi</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Cette ronde</translation>
    </message>
    <message>
        <source>Published with Swiss Arbiter {version}</source>
        <translation>Publié avec Swiss Arbiter {version}</translation>
    </message>
    <message>
        <source>This page updates itself when the arbiter publishes.</source>
        <translation>Cette page se met à jour quand l'arbitre publie.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Autres pages</translation>
    </message>
    <message>
        <source>No round has been published yet.</source>
        <translation>Aucune ronde n'a encore été publiée.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <source>Page not found</source>
        <translation>Page introuvable</translation>
    </message>
    <message>
        <source>This page is not published (yet).</source>
        <translation>Cette page n'est pas (encore) publiée.</translation>
    </message>
    <message>
        <source>Back to the event</source>
        <translation>Retour au tournoi</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Numéro d'appariement</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Score attendu</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
</context>
</TS>
