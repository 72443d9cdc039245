<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>Boards</name>
    <message>
        <source>Bd</source>
        <translation>Éch</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White&apos;s pairing number</source>
        <translation>Numéro d&apos;appariement des Blancs</translation>
    </message>
    <message>
        <source>White&apos;s title</source>
        <translation>Titre des Blancs</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>White&apos;s rating</source>
        <translation>Elo des Blancs</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>White&apos;s points before the round</source>
        <translation>Points des Blancs avant la ronde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Result from White&apos;s side (F: forfeit, u: unrated game)</source>
        <translation>Résultat du point de vue des Blancs (F : forfait, u : partie non comptabilisée)</translation>
    </message>
    <message>
        <source>Black&apos;s points before the round</source>
        <translation>Points des Noirs avant la ronde</translation>
    </message>
    <message>
        <source>Black&apos;s title</source>
        <translation>Titre des Noirs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Black&apos;s rating</source>
        <translation>Elo des Noirs</translation>
    </message>
    <message>
        <source>Black&apos;s pairing number</source>
        <translation>Numéro d&apos;appariement des Noirs</translation>
    </message>
    <message>
        <source>no result entered yet</source>
        <translation>aucun résultat saisi</translation>
    </message>
    <message>
        <source>forfeit: the game was not played</source>
        <translation>forfait : la partie n&apos;a pas été jouée</translation>
    </message>
    <message>
        <source>game of less than one move: not rated</source>
        <translation>partie de moins d&apos;un coup : non comptabilisée Elo</translation>
    </message>
</context>
<context>
    <name>ByesDialog</name>
    <message>
        <source>H half-point bye · F full-point bye · Z absent · W withdrawn · late Z / late H: round missed by a late entrant (C.04.2 C.2) · Keys: H, F, Z, Delete (take back), W (withdraw from this round), Ctrl+Z (undo)</source>
        <translation>H bye d&apos;un demi-point · F bye d&apos;un point · Z absent · W retiré · late Z / late H : ronde manquée par un joueur inscrit en retard (C.04.2 C.2) · Touches : H, F, Z, Suppr (annuler), W (retrait à partir de cette ronde), Ctrl+Z (annuler la dernière action)</translation>
    </message>
    <message>
        <source>1 half-point bye</source>
        <translation>1 bye d&apos;un demi-point</translation>
    </message>
    <message>
        <source>1 full-point bye</source>
        <translation>1 bye d&apos;un point</translation>
    </message>
    <message>
        <source>1 absent</source>
        <translation>1 absent</translation>
    </message>
    <message>
        <source>1 withdrawn</source>
        <translation>1 retiré</translation>
    </message>
    <message>
        <source>1 late entry</source>
        <translation>1 inscription tardive</translation>
    </message>
    <message>
        <source>{0} half-point byes</source>
        <translation>{0} byes d&apos;un demi-point</translation>
    </message>
    <message>
        <source>{0} full-point byes</source>
        <translation>{0} byes d&apos;un point</translation>
    </message>
    <message>
        <source>{0} absent</source>
        <translation>{0} absents</translation>
    </message>
    <message>
        <source>{0} withdrawn</source>
        <translation>{0} retirés</translation>
    </message>
    <message>
        <source>{0} late entries</source>
        <translation>{0} inscriptions tardives</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>appariée</translation>
    </message>
    <message>
        <source>not paired yet</source>
        <translation>pas encore appariée</translation>
    </message>
    <message>
        <source>no byes or absences</source>
        <translation>ni bye ni absence</translation>
    </message>
    <message>
        <source>Byes, absences and withdrawals</source>
        <translation>Byes, absences et retraits</translation>
    </message>
    <message>
        <source>&amp;Half-point bye</source>
        <translation>Bye d&apos;un &amp;demi-point</translation>
    </message>
    <message>
        <source>&amp;Full-point bye</source>
        <translation>Bye d&apos;un &amp;point</translation>
    </message>
    <message>
        <source>&amp;Absent</source>
        <translation>&amp;Absent</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>Se &amp;retirer à partir de cette ronde</translation>
    </message>
    <message>
        <source>&amp;Cancel withdrawal</source>
        <translation>Annuler le re&amp;trait</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Select a round cell of a player.</source>
        <translation>Choisissez la case d&apos;une ronde d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronde {0} : {1}</translation>
    </message>
    <message>
        <source>Select the round cell of a player first.</source>
        <translation>Choisissez d&apos;abord la case d&apos;une ronde d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Select the round from which the player withdraws.</source>
        <translation>Choisissez la ronde à partir de laquelle le joueur se retire.</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Choisissez d&apos;abord un joueur.</translation>
    </message>
</context>
<context>
    <name>ByesModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronde {0} : {1}</translation>
    </message>
    <message>
        <source>late entry, from round {0}</source>
        <translation>inscription tardive, à partir de la ronde {0}</translation>
    </message>
    <message>
        <source>withdrawn from round {0}</source>
        <translation>retiré(e) à partir de la ronde {0}</translation>
    </message>
</context>
<context>
    <name>ColourCorrection</name>
    <message>
        <source>Played with colours &amp;reversed on board {board}…</source>
        <translation>Joué avec les couleurs &amp;inversées à l&apos;échiquier {board}…</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Couleurs inversées</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {black} had White and {white} Black, not as paired.
Why is the correction made? (written into the TRF)</source>
        <translation>Ronde {round}, échiquier {board} : {black} avait les Blancs et {white} les Noirs, contrairement à l&apos;appariement.
Pourquoi corriger ? (écrit dans le TRF)</translation>
    </message>
    <message>
        <source>Colour correction</source>
        <translation>Correction des couleurs</translation>
    </message>
    <message>
        <source>Round {round} board {board}: colours corrected as played ({black}-{white}); ### Correction</source>
        <translation>Ronde {round} échiquier {board} : couleurs corrigées comme jouées ({black}-{white}) ; ### Correction</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>set tournament details</source>
        <translation>définir les données du tournoi</translation>
    </message>
    <message>
        <source>set pairing settings</source>
        <translation>définir les réglages d&apos;appariement</translation>
    </message>
    <message>
        <source>add player</source>
        <translation>ajouter un joueur</translation>
    </message>
    <message>
        <source>edit player</source>
        <translation>modifier un joueur</translation>
    </message>
    <message>
        <source>delete player</source>
        <translation>supprimer un joueur</translation>
    </message>
    <message>
        <source>set initial order</source>
        <translation>définir l&apos;ordre initial</translation>
    </message>
    <message>
        <source>record withdrawal</source>
        <translation>enregistrer un retrait</translation>
    </message>
    <message>
        <source>request bye</source>
        <translation>demander un bye</translation>
    </message>
    <message>
        <source>set pairing</source>
        <translation>définir l&apos;appariement</translation>
    </message>
    <message>
        <source>publish round</source>
        <translation>publier la ronde</translation>
    </message>
    <message>
        <source>set result</source>
        <translation>saisir un résultat</translation>
    </message>
    <message>
        <source>import TRF</source>
        <translation>importer un TRF</translation>
    </message>
    <message>
        <source>unpair round</source>
        <translation>annuler l&apos;appariement</translation>
    </message>
    <message>
        <source>set rating settings</source>
        <translation>définir les réglages Elo</translation>
    </message>
    <message>
        <source>set norm fields</source>
        <translation>définir les données de norme</translation>
    </message>
    <message>
        <source>draw lots</source>
        <translation>tirer au sort</translation>
    </message>
    <message>
        <source>pair round robin round</source>
        <translation>apparier la ronde du toutes rondes</translation>
    </message>
    <message>
        <source>leave fide mode</source>
        <translation>quitter le mode FIDE</translation>
    </message>
    <message>
        <source>start manual pairing</source>
        <translation>commencer l&apos;appariement manuel</translation>
    </message>
    <message>
        <source>end manual pairing</source>
        <translation>terminer l&apos;appariement manuel</translation>
    </message>
    <message>
        <source>correct rating result</source>
        <translation>corriger un résultat pour le classement Elo</translation>
    </message>
    <message>
        <source>set forbidden pairs</source>
        <translation>définir les appariements interdits</translation>
    </message>
    <message>
        <source>set rating method</source>
        <translation>définir la méthode de classement</translation>
    </message>
    <message>
        <source>set half point bye eligibility</source>
        <translation>autoriser ou interdire les byes d&apos;un demi-point</translation>
    </message>
    <message>
        <source>correct colours</source>
        <translation>corriger les couleurs</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare players with the FIDE list</source>
        <translation>Comparer les joueurs avec la liste FIDE</translation>
    </message>
    <message>
        <source>C.04.2 uses one rating list for the whole event: nothing changes until you accept a player (Enter). Each accepted player can be undone.</source>
        <translation>C.04.2 utilise une seule liste Elo pour tout le tournoi : rien ne change tant que vous n&apos;acceptez pas un joueur (Entrée). Chaque acceptation peut être annulée.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>What differs (registered → list)</source>
        <translation>Différences (inscrit → liste)</translation>
    </message>
    <message>
        <source>&amp;Accept for this player</source>
        <translation>&amp;Accepter pour ce joueur</translation>
    </message>
    <message>
        <source>Accept for a&amp;ll</source>
        <translation>Accepter pour &amp;tous</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>1 player differs from the list.</source>
        <translation>1 joueur diffère de la liste.</translation>
    </message>
    <message>
        <source>{0} players differ from the list.</source>
        <translation>{0} joueurs diffèrent de la liste.</translation>
    </message>
    <message>
        <source>Every registered player matches the list.</source>
        <translation>Tous les joueurs inscrits correspondent à la liste.</translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>birth date</source>
        <translation>date de naissance</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Né(e)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>nom de famille</translation>
    </message>
    <message>
        <source>given name</source>
        <translation>prénom</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>fédération</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexe</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>date de naissance</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Importer des joueurs depuis un CSV</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>(not in the file)</source>
        <translation>(absent du fichier)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>1 player to import</source>
        <translation>1 joueur à importer</translation>
    </message>
    <message>
        <source>{0} players to import</source>
        <translation>{0} joueurs à importer</translation>
    </message>
    <message>
        <source>{0}, 1 row with problems (greyed) will be skipped.</source>
        <translation>{0}, 1 ligne avec des problèmes (grisée) sera ignorée.</translation>
    </message>
    <message>
        <source>{0}, {1} rows with problems (greyed) will be skipped.</source>
        <translation>{0}, {1} lignes avec des problèmes (grisées) seront ignorées.</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>&amp;Import {0}</source>
        <translation>&amp;Importer {0}</translation>
    </message>
    <message>
        <source>Every player of this file</source>
        <translation>Chaque joueur de ce fichier</translation>
    </message>
    <message>
        <source>row {0}: {1}</source>
        <translation>ligne {0} : {1}</translation>
    </message>
    <message>
        <source>Nothing imported: {0}</source>
        <translation>Rien importé : {0}</translation>
    </message>
</context>
<context>
    <name>DrawLotsDialog</name>
    <message>
        <source>Draw lots for the pairing numbers</source>
        <translation>Tirer au sort les numéros d&apos;appariement</translation>
    </message>
    <message>
        <source>C.05: the pairing numbers of a round-robin are drawn by lot before round 1; the Berger tables then give every round. Draw here from a seed (announce it: anyone can repeat the draw), with the Varma tables to keep federations apart, or type the numbers drawn at the venue.</source>
        <translation>C.05 : les numéros d&apos;appariement d&apos;un toutes rondes sont tirés au sort avant la ronde 1 ; les tables de Berger donnent ensuite chaque ronde. Tirez ici à partir d&apos;une graine (annoncez-la : chacun peut refaire le tirage), avec les tables de Varma pour séparer les fédérations, ou tapez les numéros tirés sur place.</translation>
    </message>
    <message>
        <source>&amp;Seeded draw</source>
        <translation>Tirage avec &amp;graine</translation>
    </message>
    <message>
        <source>&amp;Varma (by federation)</source>
        <translation>&amp;Varma (par fédération)</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>À la &amp;main</translation>
    </message>
    <message>
        <source>The Varma tables cover {0} to {1} players</source>
        <translation>Les tables de Varma couvrent de {0} à {1} joueurs</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Grai&amp;ne :</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>Nouvelle g&amp;raine</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>&amp;Record the draw</source>
        <translation>&amp;Enregistrer le tirage</translation>
    </message>
    <message>
        <source>Numbers given twice: {0}</source>
        <translation>Numéros donnés deux fois : {0}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>A report was saved to:</source>
        <translation>Un rapport a été enregistré dans :</translation>
    </message>
    <message>
        <source>The report is on the console.</source>
        <translation>Le rapport est dans la console.</translation>
    </message>
    <message>
        <source>Swiss Arbiter hit an internal error. Your tournament data is not affected by this message; please send the report to the developers.</source>
        <translation>Swiss Arbiter a rencontré une erreur interne. Les données du tournoi ne sont pas touchées ; merci d&apos;envoyer le rapport aux développeurs.</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Erreur interne</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <source>Why this pairing</source>
        <translation>Pourquoi cet appariement</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Expliquer</translation>
    </message>
    <message>
        <source>Run the engine with its explanation trace for this round</source>
        <translation>Relancer le moteur avec son explication pour cette ronde</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Exporter en texte…</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>No explanation yet: pair the round, or press Explain to replay the engine.</source>
        <translation>Pas encore d&apos;explication : appariez la ronde, ou cliquez sur Expliquer pour relancer le moteur.</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source> [NOT IN FIDE MODE]</source>
        <translation> [HORS MODE FIDE]</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>Mode FIDE</translation>
    </message>
    <message>
        <source>NOT IN FIDE MODE — left in round {0}</source>
        <translation>HORS MODE FIDE — quitté à la ronde {0}</translation>
    </message>
    <message>
        <source>Reading and re-checking {0}…</source>
        <translation>Lecture et nouvelle vérification de {0}…</translation>
    </message>
    <message>
        <source>Import of {0} cancelled: nothing was made</source>
        <translation>Import de {0} annulé : rien n&apos;a été créé</translation>
    </message>
    <message>
        <source>Could not import {0}</source>
        <translation>Impossible d&apos;importer {0}</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importer un TRF</translation>
    </message>
</context>
<context>
    <name>FideModeActions</name>
    <message>
        <source>&amp;Leave FIDE mode…</source>
        <translation>&amp;Quitter le mode FIDE…</translation>
    </message>
    <message>
        <source>Leave FIDE mode for good (two-step warning)</source>
        <translation>Quitter définitivement le mode FIDE (avertissement en deux étapes)</translation>
    </message>
    <message>
        <source>Edit pairing by &amp;hand</source>
        <translation>Modifier l&apos;appariement à la &amp;main</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing (check against the engine)</source>
        <translation>Terminer l&apos;appariement manue&amp;l (comparer au moteur)</translation>
    </message>
    <message>
        <source> · manual pairing of round {0} open</source>
        <translation> · appariement manuel de la ronde {0} en cours</translation>
    </message>
    <message>
        <source>Left FIDE mode for good: every TRF written starts with &apos;{0}&apos;</source>
        <translation>Mode FIDE quitté définitivement : chaque TRF écrit commence par &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>In FIDE mode the program refuses or warns about every change FIDE&apos;s endorsement checklist forbids</source>
        <translation>En mode FIDE, le programme refuse ou signale chaque modification que la liste de contrôle d&apos;homologation de la FIDE interdit</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing of round {0} (check against the engine)</source>
        <translation>Terminer l&apos;appariement manue&amp;l de la ronde {0} (comparer au moteur)</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Quitter le mode FIDE</translation>
    </message>
    <message>
        <source>Why does the tournament leave FIDE mode? (written into the TRF)</source>
        <translation>Pourquoi le tournoi quitte-t-il le mode FIDE ? (écrit dans le TRF)</translation>
    </message>
    <message>
        <source>The tournament left FIDE mode (written into the TRF)</source>
        <translation>Le tournoi a quitté le mode FIDE (écrit dans le TRF)</translation>
    </message>
    <message>
        <source>Manual pairing</source>
        <translation>Appariement manuel</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started: edit the boards (right-click), then Round &gt; End manual pairing</source>
        <translation>Appariement manuel de la ronde {0} commencé : modifiez les échiquiers (clic droit), puis Ronde &gt; Terminer l&apos;appariement manuel</translation>
    </message>
    <message>
        <source>Round {0}: the engine pairs the round to compare…</source>
        <translation>Ronde {0} : le moteur apparie la ronde pour comparer…</translation>
    </message>
    <message>
        <source>The tournament changed while the engine paired: end the manual pairing again</source>
        <translation>Le tournoi a changé pendant l&apos;appariement du moteur : terminez à nouveau l&apos;appariement manuel</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: it differs from the engine&apos;s ({1})</source>
        <translation>Appariement manuel de la ronde {0} terminé : il diffère de celui du moteur ({1})</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: same as the engine&apos;s</source>
        <translation>Appariement manuel de la ronde {0} terminé : identique à celui du moteur</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Apparier la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} is fixed in FIDE mode: nothing was changed</source>
        <translation>La ronde {0} est figée en mode FIDE : rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>Correction for the rating report</source>
        <translation>Correction pour le rapport Elo</translation>
    </message>
    <message>
        <source>Round {0}: {1} recorded for the rating report only; pairings and standings keep the result entered ({2} in the TRF)</source>
        <translation>Ronde {0} : {1} enregistré pour le rapport Elo seulement ; appariements et classements gardent le résultat saisi ({2} dans le TRF)</translation>
    </message>
    <message>
        <source>Correction of an older round</source>
        <translation>Correction d&apos;une ronde antérieure</translation>
    </message>
    <message>
        <source>In FIDE mode the results of round {0} are fixed: only the round being played and the one before it can change.</source>
        <translation>En mode FIDE, les résultats de la ronde {0} sont figés : seules la ronde en cours et la précédente peuvent changer.</translation>
    </message>
    <message>
        <source>Correct it for the rating report only? Pairings and standings keep the result entered; the TRF lists the correction as a {0} line.</source>
        <translation>Le corriger pour le rapport Elo seulement ? Appariements et classements gardent le résultat saisi ; le TRF indique la correction dans une ligne {0}.</translation>
    </message>
    <message>
        <source>Correct for the &amp;rating report</source>
        <translation>Corriger pour le rapport &amp;Elo</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>A FIDE ID is up to 10 digits (leave it blank for a player without one).</source>
        <translation>Un identifiant FIDE compte jusqu&apos;à 10 chiffres (laissez vide pour un joueur qui n&apos;en a pas).</translation>
    </message>
    <message>
        <source>A rating is a whole number (leave it blank for an unrated player).</source>
        <translation>Un Elo est un nombre entier (laissez vide pour un joueur non classé).</translation>
    </message>
    <message>
        <source>A rating lies between {0} and {1} (blank: unrated).</source>
        <translation>Un Elo est compris entre {0} et {1} (vide : non classé).</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>The {0} year is not plausible.</source>
        <translation>{0} : l&apos;année n&apos;est pas plausible.</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or just the year</source>
        <translation>AAAA/MM/JJ ou seulement l&apos;année</translation>
    </message>
    <message>
        <source>Write the {0} as {1}.</source>
        <translation>Écrivez la {0} sous la forme {1}.</translation>
    </message>
    <message>
        <source>The {0} {1} does not exist.</source>
        <translation>La {0} {1} n&apos;existe pas.</translation>
    </message>
    <message>
        <source>{0} is not a FIDE federation code (e.g. GER, NED, USA, FID).</source>
        <translation>{0} n&apos;est pas un code de fédération FIDE (p. ex. GER, NED, USA, FID).</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Copy the tournament file under a new name, go on there</source>
        <translation>Copier le fichier du tournoi sous un autre nom et continuer dans la copie</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Tournoi sans nom</translation>
    </message>
    <message>
        <source>TRF imported</source>
        <translation>TRF importé</translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} rounds taken over. </source>
        <translation>{0} : {1} joueurs, {2} rondes reprises. </translation>
    </message>
    <message>
        <source>{0} remark(s) from the file (Show Details).</source>
        <translation>{0} remarque(s) sur le fichier (Afficher les détails).</translation>
    </message>
    <message>
        <source>Save the tournament as</source>
        <translation>Enregistrer le tournoi sous</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Tournois Swiss Arbiter (*{0})</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>A TRF holds no withdrawals, no late-entry rule, no bye limit and no byes for rounds after the next one: check them under Tournament &gt; Byes and Tournament details.</source>
        <translation>Un TRF ne contient ni retraits, ni règle d&apos;inscription tardive, ni limite de byes, ni byes pour les rondes au-delà de la suivante : vérifiez-les sous Tournoi &gt; Byes et Données du tournoi.</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Restaurer la sauvegarde la plus récente</translation>
    </message>
    <message>
        <source>&amp;Open this older state</source>
        <translation>&amp;Ouvrir cet état plus ancien</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 modification</translation>
    </message>
    <message>
        <source>{0} changes</source>
        <translation>{0} modifications</translation>
    </message>
    <message>
        <source>“{0}” is missing its newest changes</source>
        <translation>« {0} » ne contient pas ses dernières modifications</translation>
    </message>
    <message>
        <source>The file holds {0}, but {1} were saved in it</source>
        <translation>Le fichier contient {0}, mais {1} y ont été enregistrées</translation>
    </message>
    <message>
        <source> (the last on {0})</source>
        <translation> (la dernière le {0})</translation>
    </message>
    <message>
        <source>. Most likely its companion file “{0}-wal”, where the newest changes wait before they are folded into the file, was deleted or not copied along with it.</source>
        <translation>. Le plus probable : son fichier compagnon « {0}-wal », où les dernières modifications attendent avant d&apos;être intégrées au fichier, a été supprimé ou n&apos;a pas été copié avec lui.</translation>
    </message>
    <message>
        <source>Nothing has been changed. If the file was copied from elsewhere, open the original (with its “-wal” file beside it) instead.</source>
        <translation>Rien n&apos;a été modifié. Si le fichier a été copié d&apos;ailleurs, ouvrez plutôt l&apos;original (avec son fichier « -wal » à côté).</translation>
    </message>
    <message>
        <source>“{0}” is damaged</source>
        <translation>« {0} » est endommagé</translation>
    </message>
    <message>
        <source> at change {0}</source>
        <translation> à la modification {0}</translation>
    </message>
    <message>
        <source>Its contents do not match their checksums{0}: the file was damaged on the disk, or changed by another program. It is left exactly as it is.</source>
        <translation>Son contenu ne correspond pas à ses sommes de contrôle{0} : le fichier a été endommagé sur le disque, ou modifié par un autre programme. Il est laissé tel quel.</translation>
    </message>
    <message>
        <source>The newest good backup was made {0}: “{1}”. Restoring it keeps this file beside it, renamed.</source>
        <translation>La sauvegarde saine la plus récente date de {0} : « {1} ». La restaurer garde ce fichier à côté, renommé.</translation>
    </message>
    <message>
        <source>There is no backup of it to go back to.</source>
        <translation>Il n&apos;en existe aucune sauvegarde à laquelle revenir.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Go on from the state in the file: the missing changes are given up for good</source>
        <translation>Continuer à partir de l&apos;état du fichier : les modifications manquantes sont abandonnées pour de bon</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Publish to folder</source>
        <translation>Publier dans un dossier</translation>
    </message>
    <message>
        <source>The event&apos;s pages (published rounds, results, standings, crosstable, player cards) are written into this folder, to open in any browser or copy to a web site. Press F9 after each round to write them again.</source>
        <translation>Les pages du tournoi (rondes publiées, résultats, classements, grille, fiches des joueurs) sont écrites dans ce dossier, à ouvrir dans tout navigateur ou à copier sur un site web. Appuyez sur F9 après chaque ronde pour les réécrire.</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>&amp;Langue des pages :</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publier</translation>
    </message>
    <message>
        <source>Folder of the site</source>
        <translation>Dossier du site</translation>
    </message>
</context>
<context>
    <name>HalfByeMark</name>
    <message>
        <source>&amp;Half-point byes not allowed (tournament rules)</source>
        <translation>&amp;Byes d&apos;un demi-point non autorisés (règlement du tournoi)</translation>
    </message>
    <message>
        <source>The tournament does not allow this player a half-point bye: the program refuses one until the mark is lifted</source>
        <translation>Le tournoi n&apos;accorde pas de bye d&apos;un demi-point à ce joueur : le programme le refuse tant que la marque n&apos;est pas levée</translation>
    </message>
    <message>
        <source>&amp;Why no half-point byes</source>
        <translation>&amp;Pourquoi pas de bye d&apos;un demi-point</translation>
    </message>
    <message>
        <source>e.g. qualifier rules: no byes in the last three rounds</source>
        <translation>p. ex. règlement qualificatif : pas de bye aux trois dernières rondes</translation>
    </message>
    <message>
        <source>no H</source>
        <translation>pas de H</translation>
    </message>
    <message>
        <source>not allowed a half-point bye (player form)</source>
        <translation>bye d&apos;un demi-point non autorisé (fiche du joueur)</translation>
    </message>
    <message>
        <source>Not allowed a half-point bye{why}</source>
        <translation>Bye d&apos;un demi-point non autorisé{why}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Swiss Arbiter — manual</source>
        <translation>Swiss Arbiter — manuel</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>the board number, then Enter or Tab</source>
        <translation>le numéro d&apos;échiquier, puis Entrée ou Tab</translation>
    </message>
    <message>
        <source>Board field</source>
        <translation>Champ Échiquier</translation>
    </message>
    <message>
        <source>1 · 0 · = or 5</source>
        <translation>1 · 0 · = ou 5</translation>
    </message>
    <message>
        <source>clear a result</source>
        <translation>effacer un résultat</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Suppr</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>échiquier précédent / suivant</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Haut / Bas</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Alt and the underlined letter opens a menu; every dialog has its own Alt keys.</source>
        <translation>Alt et la lettre soulignée ouvrent un menu ; chaque boîte de dialogue a ses propres touches Alt.</translation>
    </message>
</context>
<context>
    <name>InitialOrderDialog</name>
    <message>
        <source>Initial order and pairing numbers</source>
        <translation>Ordre initial et numéros d&apos;appariement</translation>
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
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>&amp;Sort by rating, title, name</source>
        <translation>&amp;Trier par Elo, titre, nom</translation>
    </message>
    <message>
        <source>Equal players by &amp;lot</source>
        <translation>Joueurs égaux par ti&amp;rage</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Loc&amp;k pairing numbers</source>
        <translation>&amp;Verrouiller les numéros d&apos;appariement</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>{0} gives No. {1}</source>
        <translation>{0} donne le n° {1}</translation>
    </message>
    <message>
        <source>Pairing numbers are locked: round {0} is paired.</source>
        <translation>Les numéros d&apos;appariement sont verrouillés : la ronde {0} est appariée.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked (untick to change them).</source>
        <translation>Les numéros d&apos;appariement sont verrouillés (décochez pour les changer).</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 ronde appariée</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} rondes appariées</translation>
    </message>
    <message>
        <source>{0}: renumbering is still allowed until round {1} is paired (late entries, corrections).</source>
        <translation>{0} : la renumérotation reste permise jusqu&apos;à l&apos;appariement de la ronde {1} (inscriptions tardives, corrections).</translation>
    </message>
    <message>
        <source>{0} Equal rating and title: ordered by lot (recorded in the file).</source>
        <translation>{0} Elo et titre égaux : ordre tiré au sort (enregistré dans le fichier).</translation>
    </message>
    <message>
        <source>{0} 1 player differs from {1} (grey).</source>
        <translation>{0} 1 joueur diffère de {1} (gris).</translation>
    </message>
    <message>
        <source>{0} {2} players differ from {1} (grey).</source>
        <translation>{0} {2} joueurs diffèrent de {1} (gris).</translation>
    </message>
    <message>
        <source>Before round 1: Sort puts every player in {0} order in one step.</source>
        <translation>Avant la ronde 1 : Trier met chaque joueur dans l&apos;ordre {0} en une fois.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked.</source>
        <translation>Les numéros d&apos;appariement sont verrouillés.</translation>
    </message>
    <message>
        <source>Only players of equal rating and title may change places (C.04.2: by lot).</source>
        <translation>Seuls des joueurs de même Elo et de même titre peuvent échanger leurs places (C.04.2 : par tirage au sort).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Swiss Arbiter will be in {0} from its next start.</source>
        <translation>Swiss Arbiter sera en {0} à son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>LateEntry</name>
    <message>
        <source>round 1</source>
        <translation>la ronde 1</translation>
    </message>
    <message>
        <source>rounds 1-{0}</source>
        <translation>les rondes 1-{0}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Inscription tardive</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Ce joueur</translation>
    </message>
    <message>
        <source>{0} is a late entry: she has missed {1}.</source>
        <translation>{0} est une inscription tardive : elle a manqué {1}.</translation>
    </message>
    <message>
        <source>{0} is a late entry: he has missed {1}.</source>
        <translation>{0} est une inscription tardive : il a manqué {1}.</translation>
    </message>
    <message>
        <source>{0} is a late entry and has missed {1}.</source>
        <translation>{0} est une inscription tardive et a manqué {1}.</translation>
    </message>
    <message>
        <source>C.04.2 C.2: a late entrant is not paired for the missed rounds and scores no points for them, unless the tournament rules say otherwise.

What do this tournament&apos;s rules give for the missed rounds? The answer applies to every late entrant (Tournament &gt; Tournament details shows it).</source>
        <translation>C.04.2 C.2 : un joueur inscrit en retard n&apos;est pas apparié pour les rondes manquées et n&apos;y marque aucun point, sauf si le règlement du tournoi en dispose autrement.

Que donne le règlement de ce tournoi pour les rondes manquées ? La réponse vaut pour chaque inscription tardive (Tournoi &gt; Données du tournoi l&apos;indique).</translation>
    </message>
    <message>
        <source>&amp;Zero-point byes</source>
        <translation>Byes à &amp;zéro point</translation>
    </message>
    <message>
        <source>&amp;Half-point byes</source>
        <translation>Byes d&apos;un &amp;demi-point</translation>
    </message>
</context>
<context>
    <name>LivePageDialog</name>
    <message>
        <source>Live page on the local network</source>
        <translation>Page en direct sur le réseau local</translation>
    </message>
    <message>
        <source>Players open the address on their phones, or scan the code, on the venue&apos;s network. Only published rounds and standings are shown; the pages update themselves each time you publish (F9). Nothing can be changed from a phone.</source>
        <translation>Les joueurs ouvrent l&apos;adresse sur leur téléphone, ou scannent le code, sur le réseau de la salle. Seules les rondes et les classements publiés sont affichés ; les pages se mettent à jour à chaque publication (F9). Rien ne peut être modifié depuis un téléphone.</translation>
    </message>
    <message>
        <source>{0} (this computer only)</source>
        <translation>{0} (cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>&amp;Langue des pages :</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Dé&amp;marrer</translation>
    </message>
    <message>
        <source>P&amp;rint QR code…</source>
        <translation>&amp;Imprimer le code QR…</translation>
    </message>
    <message>
        <source>Save QR code as P&amp;DF…</source>
        <translation>Enregistrer le code QR en P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>Page en direct</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>Rounds shown: {0} · requests answered: {1}</source>
        <translation>Rondes affichées : {0} · requêtes servies : {1}</translation>
    </message>
    <message>
        <source>Pairings, results and standings on your phone: scan the code</source>
        <translation>Appariements, résultats et classements sur votre téléphone : scannez le code</translation>
    </message>
    <message>
        <source>or type the address in a browser (venue network)</source>
        <translation>ou tapez l&apos;adresse dans un navigateur (réseau de la salle)</translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation>Enregistrer le code QR</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Annuler : {0}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Rétablir : {0}</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Aucun tournoi ouvert</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Import TRF as a new tournament…</source>
        <translation>&amp;Importer un TRF comme nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About {0}</source>
        <translation>À &amp;propos de {0}</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>&amp;Cancel pairing</source>
        <translation>A&amp;nnuler l&apos;appariement en cours</translation>
    </message>
    <message>
        <source>P&amp;ublish round</source>
        <translation>P&amp;ublier la ronde</translation>
    </message>
    <message>
        <source>U&amp;npair round</source>
        <translation>&amp;Défaire l&apos;appariement de la ronde</translation>
    </message>
    <message>
        <source>Enter &amp;results</source>
        <translation>Saisir les &amp;résultats</translation>
    </message>
    <message>
        <source>&amp;Import results from TRF…</source>
        <translation>&amp;Importer les résultats d&apos;un TRF…</translation>
    </message>
    <message>
        <source>E&amp;xplain pairing</source>
        <translation>E&amp;xpliquer l&apos;appariement</translation>
    </message>
    <message>
        <source>Export explanation as &amp;text…</source>
        <translation>Exporter l&apos;explication en &amp;texte…</translation>
    </message>
    <message>
        <source>&amp;Why not A against B?…</source>
        <translation>&amp;Pourquoi pas A contre B ?…</translation>
    </message>
    <message>
        <source>Ask the engine why two players are not paired: the answer in words, printable</source>
        <translation>Demander au moteur pourquoi deux joueurs ne sont pas appariés : la réponse en toutes lettres, imprimable</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Pairing round {0}…</source>
        <translation>Appariement de la ronde {0}…</translation>
    </message>
    <message>
        <source>Pairing: {0}</source>
        <translation>Appariement : {0}</translation>
    </message>
    <message>
        <source>Round {0} paired — check it, then publish</source>
        <translation>Ronde {0} appariée — vérifiez-la, puis publiez</translation>
    </message>
    <message>
        <source>Round {0}: the tournament changed while pairing</source>
        <translation>Ronde {0} : le tournoi a changé pendant l&apos;appariement</translation>
    </message>
    <message>
        <source>&amp;Pair round {0}</source>
        <translation>&amp;Apparier la ronde {0}</translation>
    </message>
    <message>
        <source>Find a player: name, number, federation, FIDE ID…</source>
        <translation>Chercher un joueur : nom, numéro, fédération, identifiant FIDE…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>Ouverture de {0}…</translation>
    </message>
    <message>
        <source>Restored {0}; the file as it was is kept as {1}</source>
        <translation>{0} restauré ; le fichier tel qu&apos;il était est conservé sous {1}</translation>
    </message>
    <message>
        <source>{0} — a TRF file, shown read-only (File &gt; Import TRF to work on it)</source>
        <translation>{0} — un fichier TRF, en lecture seule (Fichier &gt; Importer un TRF pour y travailler)</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Annulé : {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Rétabli : {0}</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Enregistré : {0}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Could not open {0}</source>
        <translation>Impossible d&apos;ouvrir {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Tournaments (*{0} *.trf *.trfx *.txt);;Swiss Arbiter tournaments (*{0});;Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Tournois (*{0} *.trf *.trfx *.txt);;Tournois Swiss Arbiter (*{0});;Fichiers de rapport de tournoi (*.trf *.trfx *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>Nouveau fichier de tournoi</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Tournois Swiss Arbiter (*{0})</translation>
    </message>
    <message>
        <source>Import a TRF file</source>
        <translation>Importer un fichier TRF</translation>
    </message>
    <message>
        <source>Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Fichiers de rapport de tournoi (*.trf *.trfx *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Tournoi sans nom</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronde {0} : {1}</translation>
    </message>
    <message>
        <source>Round {0} ▸</source>
        <translation>Ronde {0} ▸</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>À propos de {0}</translation>
    </message>
    <message>
        <source>Runs a FIDE-rated Swiss tournament at the venue: registration, pairings (FIDE Dutch System), results, standings and the FIDE report file.</source>
        <translation>Dirige un tournoi suisse homologué FIDE sur place : inscriptions, appariements (système hollandais FIDE), résultats, classements et le fichier de rapport FIDE.</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Version {0}</translation>
    </message>
    <message>
        <source>{0} rounds, {1} paired</source>
        <translation>{0} rondes, {1} appariées</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} rondes appariées</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 ronde appariée</translation>
    </message>
    <message>
        <source>chief arbiter {0}</source>
        <translation>arbitre principal {0}</translation>
    </message>
</context>
<context>
    <name>NextRoundPage</name>
    <message>
        <source>Round {0}: before pairing</source>
        <translation>Ronde {0} : avant l&apos;appariement</translation>
    </message>
    <message>
        <source>Enter or “Fix selected” applies the fix of the selected item · Ctrl+Shift+P pairs the round · the rest of the window stays usable while it pairs</source>
        <translation>Entrée ou « Corriger la sélection » applique la correction de l&apos;élément choisi · Ctrl+Maj+P apparie la ronde · le reste de la fenêtre reste utilisable pendant l&apos;appariement</translation>
    </message>
    <message>
        <source>Fix selected</source>
        <translation>Corriger la sélection</translation>
    </message>
    <message>
        <source>Apply the one-click fix of the selected check (Enter)</source>
        <translation>Appliquer en un clic la correction du point choisi (Entrée)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Apparier la ronde {0}</translation>
    </message>
    <message>
        <source>Resolve this before pairing</source>
        <translation>À régler avant l&apos;appariement</translation>
    </message>
    <message>
        <source>Nothing to check: ready to pair</source>
        <translation>Rien à vérifier : prêt pour l&apos;appariement</translation>
    </message>
    <message>
        <source> — resolve the items with the stop icon first</source>
        <translation> — réglez d&apos;abord les points marqués du signe stop</translation>
    </message>
    <message>
        <source>{0} players to pair, {1} not paired (byes, absences, withdrawals)</source>
        <translation>{0} joueurs à apparier, {1} non appariés (byes, absences, retraits)</translation>
    </message>
</context>
<context>
    <name>NormFieldsDialog</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>1.4.3a: final of a national (adult) championship</source>
        <translation>1.4.3a : finale d&apos;un championnat national (adultes)</translation>
    </message>
    <message>
        <source>1.4.3b: national team championship</source>
        <translation>1.4.3b : championnat national par équipes</translation>
    </message>
    <message>
        <source>1.4.3c: zonal or sub-zonal tournament</source>
        <translation>1.4.3c : tournoi zonal ou sous-zonal</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Norm forms: IT1 and IT3 fields</source>
        <translation>Formulaires de norme : champs des IT1 et IT3</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s &amp;FIDE ID</source>
        <translation>&amp;Identifiant FIDE de l&apos;arbitre principal</translation>
    </message>
    <message>
        <source>&amp;Organiser</source>
        <translation>&amp;Organisateur</translation>
    </message>
    <message>
        <source>&amp;Venue</source>
        <translation>&amp;Lieu</translation>
    </message>
    <message>
        <source>Federation &amp;confirming the result</source>
        <translation>Fédération &amp;confirmant le résultat</translation>
    </message>
    <message>
        <source>host federation (TRF 032)</source>
        <translation>fédération organisatrice (TRF 032)</translation>
    </message>
    <message>
        <source>Federation officia&amp;l</source>
        <translation>&amp;Responsable de la fédération</translation>
    </message>
    <message>
        <source>1.4.3a-c &amp;event</source>
        <translation>&amp;Tournoi 1.4.3a-c</translation>
    </message>
    <message>
        <source>Norm event conditions confirmed by the arbiter:</source>
        <translation>Conditions du tournoi à normes confirmées par l&apos;arbitre :</translation>
    </message>
    <message>
        <source>Arbiters (the IT3 names all of them; TRF 102/112 are added):</source>
        <translation>Arbitres (l&apos;IT3 les nomme tous ; les TRF 102/112 sont ajoutés) :</translation>
    </message>
    <message>
        <source>&amp;Add arbiter</source>
        <translation>&amp;Ajouter un arbitre</translation>
    </message>
    <message>
        <source>&amp;Remove arbiter</source>
        <translation>Retirer un ar&amp;bitre</translation>
    </message>
    <message>
        <source>Norm forms</source>
        <translation>Formulaires de norme</translation>
    </message>
</context>
<context>
    <name>NormScreenDialog</name>
    <message>
        <source>Norm screen</source>
        <translation>Tableau des normes</translation>
    </message>
    <message>
        <source>Computing the norms…</source>
        <translation>Calcul des normes…</translation>
    </message>
    <message>
        <source>&amp;IT1 certificate…</source>
        <translation>Certificat &amp;IT1…</translation>
    </message>
    <message>
        <source>IT1 re&amp;mark…</source>
        <translation>&amp;Remarque IT1…</translation>
    </message>
    <message>
        <source>Norm &amp;forms…</source>
        <translation>&amp;Formulaires de norme…</translation>
    </message>
    <message>
        <source>&amp;Print norm screen…</source>
        <translation>Im&amp;primer le tableau des normes…</translation>
    </message>
    <message>
        <source>IT&amp;3 report…</source>
        <translation>Rapport IT&amp;3…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Computing the norms of {0} players…</source>
        <translation>Calcul des normes de {0} joueurs…</translation>
    </message>
    <message>
        <source>1 norm</source>
        <translation>1 norme</translation>
    </message>
    <message>
        <source>{0} norms</source>
        <translation>{0} normes</translation>
    </message>
    <message>
        <source>, {0} possible with the result of the round being played · after round {1} of {2} · host federation {3}</source>
        <translation>, {0} possible(s) avec le résultat de la ronde en cours · après la ronde {1} sur {2} · fédération organisatrice {3}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(non indiquée)</translation>
    </message>
    <message>
        <source> · {0} met in every round: the federation mix is waived where needed</source>
        <translation> · {0} rempli à chaque ronde : la condition de fédérations est levée si besoin</translation>
    </message>
    <message>
        <source> · a {0} event: the federation mix is waived where needed</source>
        <translation> · un tournoi {0} : la condition de fédérations est levée si besoin</translation>
    </message>
    <message>
        <source> · {0} not met ({1})</source>
        <translation> · {0} non rempli ({1})</translation>
    </message>
    <message>
        <source> · a {0} event: no norms</source>
        <translation> · un tournoi {0} : pas de normes</translation>
    </message>
    <message>
        <source>Select a title cell.</source>
        <translation>Choisissez une case de titre.</translation>
    </message>
    <message>
        <source>IT1 remark</source>
        <translation>Remarque IT1</translation>
    </message>
    <message>
        <source>Special remark on the {0} certificate of {1}:</source>
        <translation>Remarque particulière sur le certificat {0} de {1} :</translation>
    </message>
</context>
<context>
    <name>NormScreenModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Man</source>
        <translation>Homme</translation>
    </message>
    <message>
        <source>Woman</source>
        <translation>Femme</translation>
    </message>
    <message>
        <source>Edit player No. {0}</source>
        <translation>Modifier le joueur n° {0}</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>Surname, Given names</source>
        <translation>Nom, Prénoms</translation>
    </message>
    <message>
        <source>&amp;Sex</source>
        <translation>&amp;Sexe</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Rating</source>
        <translation>&amp;Elo</translation>
    </message>
    <message>
        <source>blank: unrated</source>
        <translation>vide : non classé</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Fédération</translation>
    </message>
    <message>
        <source>FIDE &amp;ID</source>
        <translation>&amp;Identifiant FIDE</translation>
    </message>
    <message>
        <source>digits</source>
        <translation>chiffres</translation>
    </message>
    <message>
        <source>&amp;Birth date</source>
        <translation>&amp;Date de naissance</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or YYYY</source>
        <translation>AAAA/MM/JJ ou AAAA</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>club or team</source>
        <translation>club ou équipe</translation>
    </message>
    <message>
        <source>R&amp;eason</source>
        <translation>&amp;Motif</translation>
    </message>
    <message>
        <source>why the data changes (kept in the log)</source>
        <translation>pourquoi les données changent (gardé dans le journal)</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>date de naissance</translation>
    </message>
    <message>
        <source>No. {0} has the same name and birth year; press OK again to register this player anyway.</source>
        <translation>Le n° {0} a le même nom et la même année de naissance ; appuyez de nouveau sur OK pour inscrire ce joueur quand même.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Corrigez les champs marqués en rouge.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Pairing number (starting rank)</source>
        <translation>Numéro d&apos;appariement (rang de départ)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>FIDE title</source>
        <translation>Titre FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name as in the FIDE rating list</source>
        <translation>Nom tel que dans la liste Elo FIDE</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE rating (blank: unrated)</source>
        <translation>Elo FIDE (vide : non classé)</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>FIDE identification number</source>
        <translation>Numéro d&apos;identification FIDE</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Points from the results entered so far</source>
        <translation>Points des résultats saisis jusqu&apos;ici</translation>
    </message>
    <message>
        <source>{0}: withdrawn from round {1}</source>
        <translation>{0} : retiré à partir de la ronde {1}</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>non classé</translation>
    </message>
    <message>
        <source>{0}, born {1}</source>
        <translation>{0}, né(e) le {1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Projector view</source>
        <translation>Vue projecteur</translation>
    </message>
    <message>
        <source>No round published yet</source>
        <translation>Aucune ronde publiée</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source> (this window&apos;s screen)</source>
        <translation> (écran de cette fenêtre)</translation>
    </message>
    <message>
        <source>Show on:</source>
        <translation>Afficher sur :</translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <source>Re&amp;ports</source>
        <translation>Ra&amp;pports</translation>
    </message>
    <message>
        <source>Publish to &amp;folder…</source>
        <translation>Publier dans un &amp;dossier…</translation>
    </message>
    <message>
        <source>Publish a&amp;gain</source>
        <translation>Publier à nouv&amp;eau</translation>
    </message>
    <message>
        <source>&amp;Live page on the local network…</source>
        <translation>Page en direc&amp;t sur le réseau local…</translation>
    </message>
    <message>
        <source>Pro&amp;jector view…</source>
        <translation>Vue pro&amp;jecteur…</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>Published rounds 1-{0} to {1}</source>
        <translation>Rondes 1-{0} publiées vers {1}</translation>
    </message>
    <message>
        <source>Published (no round yet) to {0}</source>
        <translation>Publié (pas encore de ronde) vers {0}</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publier</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <source>Add players from the FIDE rating list</source>
        <translation>Ajouter des joueurs depuis la liste Elo FIDE</translation>
    </message>
    <message>
        <source>No list loaded.</source>
        <translation>Aucune liste chargée.</translation>
    </message>
    <message>
        <source>Name fragments in any order, or the FIDE ID</source>
        <translation>Morceaux du nom dans n&apos;importe quel ordre, ou l&apos;identifiant FIDE</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>Identifiant FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Féd</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Né(e)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>&amp;Compare registered players…</source>
        <translation>C&amp;omparer les joueurs inscrits…</translation>
    </message>
    <message>
        <source>Load another &amp;list…</source>
        <translation>Charger une autre &amp;liste…</translation>
    </message>
    <message>
        <source>The list loaded is kept for this session; load another</source>
        <translation>La liste chargée est gardée pour cette session ; en charger une autre</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter le joueur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lecture de {0}…</translation>
    </message>
    <message>
        <source>{0}: {1} players</source>
        <translation>{0} : {1} joueurs</translation>
    </message>
    <message>
        <source>, list {0}</source>
        <translation>, liste {0}</translation>
    </message>
    <message>
        <source>, file dated {0}</source>
        <translation>, fichier daté du {0}</translation>
    </message>
    <message>
        <source> — older than this month&apos;s list: download the current one</source>
        <translation> — plus ancienne que la liste de ce mois : téléchargez la liste actuelle</translation>
    </message>
    <message>
        <source>already registered</source>
        <translation>déjà inscrit</translation>
    </message>
    <message>
        <source>More than {0} players match; the first {1} are shown. Narrow the search: add a first name (or its first letters), a second word of the name, or type the FIDE ID</source>
        <translation>Plus de {0} joueurs correspondent ; les {1} premiers sont affichés. Affinez la recherche : ajoutez un prénom (ou ses premières lettres), un second mot du nom, ou tapez l&apos;identifiant FIDE</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 résultat</translation>
    </message>
    <message>
        <source>{0} matches</source>
        <translation>{0} résultats</translation>
    </message>
    <message>
        <source>Load a list first.</source>
        <translation>Chargez d&apos;abord une liste.</translation>
    </message>
    <message>
        <source>No player to add: type part of a name or a FIDE ID.</source>
        <translation>Aucun joueur à ajouter : tapez une partie d&apos;un nom ou un identifiant FIDE.</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} ajouté.</translation>
    </message>
</context>
<context>
    <name>RatingMethod</name>
    <message>
        <source>Rating method and national ratings</source>
        <translation>Méthode de classement et classements nationaux</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>&amp;Méthode de classement et classements nationaux…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172 : comment les classements FIDE et nationaux ordonnent les joueurs</translation>
    </message>
    <message>
        <source>The tournament rating orders the pairing numbers (C.04.2 B.2). Type national IDs and ratings in the table (arrows move, type or F2 to edit, Enter keeps), or import a CSV with the columns No. (or FIDE ID, or Name), National ID and National rating.</source>
        <translation>Le classement du tournoi ordonne les numéros d&apos;appariement (C.04.2 B.2). Tapez les identifiants et classements nationaux dans le tableau (les flèches déplacent, taper ou F2 modifie, Entrée valide), ou importez un CSV avec les colonnes N° (ou identifiant FIDE, ou nom), identifiant national et classement national.</translation>
    </message>
    <message>
        <source>Rating &amp;method</source>
        <translation>&amp;Méthode de classement</translation>
    </message>
    <message>
        <source>Rating &amp;federation</source>
        <translation>&amp;Fédération des classements</translation>
    </message>
    <message>
        <source>three letters, e.g. NOR</source>
        <translation>trois lettres, p. ex. NOR</translation>
    </message>
    <message>
        <source>&amp;Title event (norms possible: TRF records 182, 192, 202, 250, 260 required)</source>
        <translation>&amp;Tournoi à normes (normes possibles : enregistrements TRF 182, 192, 202, 250, 260 requis)</translation>
    </message>
    <message>
        <source>&amp;Renumber the players by the tournament rating now</source>
        <translation>&amp;Renuméroter maintenant les joueurs selon le classement du tournoi</translation>
    </message>
    <message>
        <source>Pairing numbers are frozen: round {round} is paired</source>
        <translation>Les numéros d&apos;appariement sont figés : la ronde {round} est appariée</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importer un CSV…</translation>
    </message>
    <message>
        <source>National ratings from a CSV file</source>
        <translation>Classements nationaux depuis un fichier CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>{name}: {found} player(s) found</source>
        <translation>{name} : {found} joueur(s) trouvé(s)</translation>
    </message>
    <message>
        <source>; {count} row(s) not taken: {shown}</source>
        <translation> ; {count} ligne(s) non reprise(s) : {shown}</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Féd.</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>National ID</source>
        <translation>Identifiant national</translation>
    </message>
    <message>
        <source>National rating</source>
        <translation>Classement national</translation>
    </message>
    <message>
        <source>Tournament rating</source>
        <translation>Classement du tournoi</translation>
    </message>
    <message>
        <source>New No.</source>
        <translation>Nouveau n°</translation>
    </message>
    <message>
        <source>Give the federation of the national ratings (three letters).</source>
        <translation>Indiquez la fédération des classements nationaux (trois lettres).</translation>
    </message>
    <message>
        <source>A federation is three letters, not {text!r}.</source>
        <translation>Une fédération, ce sont trois lettres, pas {text!r}.</translation>
    </message>
    <message>
        <source>A national rating is a whole number from 0 to 9999 (blank: none).</source>
        <translation>Un classement national est un nombre entier de 0 à 9999 (vide : aucun).</translation>
    </message>
    <message>
        <source>{moved} player(s) would change pairing number by this method.</source>
        <translation>{moved} joueur(s) changerai(en)t de numéro d&apos;appariement avec cette méthode.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow this method.</source>
        <translation>Les numéros d&apos;appariement suivent déjà cette méthode.</translation>
    </message>
    <message>
        <source>Working out the pairing numbers…</source>
        <translation>Calcul des numéros d&apos;appariement…</translation>
    </message>
    <message>
        <source>Rating method {method} saved</source>
        <translation>Méthode de classement {method} enregistrée</translation>
    </message>
    <message>
        <source>; players renumbered</source>
        <translation> ; joueurs renumérotés</translation>
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
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Né(e)</translation>
    </message>
    <message>
        <source>K (list)</source>
        <translation>K (liste)</translation>
    </message>
    <message>
        <source>K computed</source>
        <translation>K calculé</translation>
    </message>
    <message>
        <source>Rating type and K factors</source>
        <translation>Type d&apos;Elo et facteurs K</translation>
    </message>
    <message>
        <source>&amp;Rated for</source>
        <translation>&amp;Classé pour</translation>
    </message>
    <message>
        <source>Type K as the rating list prints it (SK/RK/BK). Blank: computed from the rating and the year of birth (B.02 §8.3.3); the file does not know the number of rated games or whether 2400 was ever reached.</source>
        <translation>Tapez K tel que l&apos;imprime la liste Elo (SK/RK/BK). Vide : calculé d&apos;après l&apos;Elo et l&apos;année de naissance (B.02 §8.3.3) ; le fichier ne connaît ni le nombre de parties classées ni si 2400 a jamais été atteint.</translation>
    </message>
    <message>
        <source>No. {0} {1}: K &apos;{2}&apos; is not a whole number above 0</source>
        <translation>N° {0} {1} : K &apos;{2}&apos; n&apos;est pas un nombre entier supérieur à 0</translation>
    </message>
</context>
<context>
    <name>RegistrationDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Filter: name, number, federation, FIDE ID… (Ctrl+F)</source>
        <translation>Filtre : nom, numéro, fédération, identifiant FIDE… (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>From FIDE &amp;list…</source>
        <translation>Depuis la liste &amp;FIDE…</translation>
    </message>
    <message>
        <source>From &amp;CSV…</source>
        <translation>Depuis un &amp;CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Choisissez d&apos;abord un joueur.</translation>
    </message>
    <message>
        <source>Deleted {0} (Edit &gt; Undo brings the player back).</source>
        <translation>{0} supprimé (Édition &gt; Annuler fait revenir le joueur).</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large (wall)</source>
        <translation>Grande (affichage)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exporter en &amp;HTML…</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>Copier en &amp;CSV</translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation>Calcul du rapport…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Exporter en HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>Fichiers HTML (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>Table {0}</source>
        <translation>Tableau {0}</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>&amp;Pairings of round {r} by board</source>
        <translation>&amp;Appariements de la ronde {r} par échiquier</translation>
    </message>
    <message>
        <source>Pairings of round {r} by &amp;name (wall list)</source>
        <translation>Appariements de la ronde {r} par &amp;nom (affichage mural)</translation>
    </message>
    <message>
        <source>&amp;Results of round {r}</source>
        <translation>&amp;Résultats de la ronde {r}</translation>
    </message>
    <message>
        <source>&amp;Standings after round {r}</source>
        <translation>&amp;Classement après la ronde {r}</translation>
    </message>
    <message>
        <source>&amp;Crosstable after round {r}</source>
        <translation>&amp;Grille américaine après la ronde {r}</translation>
    </message>
    <message>
        <source>Player car&amp;d after round {r}…</source>
        <translation>&amp;Fiche du joueur après la ronde {r}…</translation>
    </message>
    <message>
        <source>Rating c&amp;hanges after round {r}</source>
        <translation>&amp;Variations Elo après la ronde {r}</translation>
    </message>
    <message>
        <source>Rating change of a pla&amp;yer after round {r}…</source>
        <translation>Variation Elo d&apos;un jo&amp;ueur après la ronde {r}…</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variation Elo</translation>
    </message>
    <message>
        <source>No final standings yet: {0}</source>
        <translation>Pas encore de classement final : {0}</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapports</translation>
    </message>
    <message>
        <source>Performance and rating change</source>
        <translation>Performance et variation Elo</translation>
    </message>
    <message>
        <source>List players without a board</source>
        <translation>Lister les joueurs sans échiquier</translation>
    </message>
    <message>
        <source>Re&amp;ports</source>
        <translation>Ra&amp;pports</translation>
    </message>
    <message>
        <source>N&amp;orm screen (GM, IM, WGM, WIM; IT1, IT3)…</source>
        <translation>Tableau des n&amp;ormes (GM, IM, WGM, WIM ; IT1, IT3)…</translation>
    </message>
    <message>
        <source>Rating type and &amp;K factors…</source>
        <translation>Type d&apos;Elo et facteurs &amp;K…</translation>
    </message>
</context>
<context>
    <name>ResultsEntry</name>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Reason for the correction (or asked after the key)</source>
        <translation>Motif de la correction (ou demandé après la touche)</translation>
    </message>
    <message>
        <source>There is no board {0}</source>
        <translation>Il n&apos;y a pas d&apos;échiquier {0}</translation>
    </message>
    <message>
        <source>No board is chosen</source>
        <translation>Aucun échiquier choisi</translation>
    </message>
    <message>
        <source>{0}: type a board number from {1}, then the result</source>
        <translation>{0} : tapez un numéro d&apos;échiquier de {1}, puis le résultat</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Swap colours</source>
        <translation>Inverser les couleurs</translation>
    </message>
    <message>
        <source>Exchange the colours of the selected board (manual change)</source>
        <translation>Inverser les couleurs de l&apos;échiquier choisi (modification manuelle)</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Échanger des joueurs</translation>
    </message>
    <message>
        <source>Select two players (name cells, Ctrl+click) and exchange their places</source>
        <translation>Choisir deux joueurs (cellules des noms, Ctrl+clic) et échanger leurs places</translation>
    </message>
    <message>
        <source>Re-pair</source>
        <translation>Réapparier</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publier</translation>
    </message>
    <message>
        <source>from the file</source>
        <translation>du fichier</translation>
    </message>
    <message>
        <source>published</source>
        <translation>publiée</translation>
    </message>
    <message>
        <source>draft — not published</source>
        <translation>brouillon — non publiée</translation>
    </message>
    <message>
        <source> · edited by hand</source>
        <translation> · modifiée à la main</translation>
    </message>
    <message>
        <source> · {0} of {1} results missing</source>
        <translation> · {0} résultats manquants sur {1}</translation>
    </message>
    <message>
        <source>Round {0} — {1}</source>
        <translation>Ronde {0} — {1}</translation>
    </message>
</context>
<context>
    <name>RoundRobin</name>
    <message>
        <source>Draw &amp;lots for the pairing numbers…</source>
        <translation>&amp;Tirer au sort les numéros d&apos;appariement…</translation>
    </message>
    <message>
        <source>&amp;Schedule of all rounds</source>
        <translation>&amp;Calendrier de toutes les rondes</translation>
    </message>
    <message>
        <source>&amp;Berger table (pairing numbers)</source>
        <translation>Table de &amp;Berger (numéros d&apos;appariement)</translation>
    </message>
    <message>
        <source>&amp;Crosstable (round-robin grid)</source>
        <translation>&amp;Grille du toutes rondes</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Lines in order of place</source>
        <translation>Lignes dans l&apos;ordre du classement</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <source>Lots are drawn for a round-robin: choose &apos;Round-robin&apos; as the system in Tournament &gt; Tournament details first.</source>
        <translation>Le tirage au sort est pour un toutes rondes : choisissez d&apos;abord « Toutes rondes » comme système dans Tournoi &gt; Données du tournoi.</translation>
    </message>
    <message>
        <source>Round 1 is paired: the pairing numbers are fixed.</source>
        <translation>La ronde 1 est appariée : les numéros d&apos;appariement sont fixés.</translation>
    </message>
    <message>
        <source>Round {0} is the Berger table&apos;s: check it, then publish (Round &gt; Publish)</source>
        <translation>La ronde {0} est celle de la table de Berger : vérifiez-la, puis publiez (Ronde &gt; Publier)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Apparier la ronde {0}</translation>
    </message>
    <message>
        <source>Round-ro&amp;bin</source>
        <translation>Toutes ro&amp;ndes</translation>
    </message>
</context>
<context>
    <name>RoundRobinDetails</name>
    <message>
        <source>Single round-robin</source>
        <translation>Toutes rondes simple</translation>
    </message>
    <message>
        <source>Double, last two rounds of cycle 1 reversed (C.05 Annex 1)</source>
        <translation>Double, les deux dernières rondes du cycle 1 inversées (C.05 annexe 1)</translation>
    </message>
    <message>
        <source>Double, the table&apos;s own order</source>
        <translation>Double, dans l&apos;ordre de la table</translation>
    </message>
    <message>
        <source>Ro&amp;und-robin</source>
        <translation>&amp;Toutes rondes</translation>
    </message>
    <message>
        <source>{0} rounds</source>
        <translation>{0} rondes</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rondes</translation>
    </message>
    <message>
        <source>{0} players: {1} by the Berger tables (C.05 Annex 1). Draw lots for the pairing numbers before round 1 (Round-robin menu).</source>
        <translation>{0} joueurs : {1} selon les tables de Berger (C.05 annexe 1). Tirez au sort les numéros d&apos;appariement avant la ronde 1 (menu Toutes rondes).</translation>
    </message>
</context>
<context>
    <name>Rounds</name>
    <message>
        <source>1 = 1-0 · 0 = 0-1 · = or 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = adjourned · h = ½-0 · b = 0-½ · x = 0-0 · Del clears</source>
        <translation>1 = 1-0 · 0 = 0-1 · = ou 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = ajournée · h = ½-0 · b = 0-½ · x = 0-0 · Suppr efface</translation>
    </message>
    <message>
        <source>entry without opponent</source>
        <translation>entrée sans adversaire</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié(e)</translation>
    </message>
    <message>
        <source>The pairing numbers are not drawn yet: Round-robin &gt; Draw lots ({0})</source>
        <translation>Les numéros d&apos;appariement ne sont pas encore tirés : Toutes rondes &gt; Tirer au sort ({0})</translation>
    </message>
    <message>
        <source>, {0} free</source>
        <translation>, {0} exempt</translation>
    </message>
    <message>
        <source>, cycle {0}</source>
        <translation>, cycle {0}</translation>
    </message>
    <message>
        <source>Berger table round {0}{1}: {2}{3}</source>
        <translation>Table de Berger ronde {0}{1} : {2}{3}</translation>
    </message>
    <message>
        <source> against No. {0} is a forfeit ({1})</source>
        <translation> contre le n° {0} est perdue par forfait ({1})</translation>
    </message>
    <message>
        <source> is free</source>
        <translation> est libre</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}: his game{3}</source>
        <translation>{0} (n° {1}) s&apos;est retiré(e) à partir de la ronde {2} : la partie{3}</translation>
    </message>
    <message>
        <source>manual: colours of board {0} exchanged ({1} now has White)</source>
        <translation>manuel : couleurs de l&apos;échiquier {0} inversées ({1} a maintenant les Blancs)</translation>
    </message>
    <message>
        <source>manual: players {0} and {1} exchanged</source>
        <translation>manuel : joueurs {0} et {1} échangés</translation>
    </message>
    <message>
        <source>manual: board {0} ({1}-{2}) removed</source>
        <translation>manuel : échiquier {0} ({1}-{2}) retiré</translation>
    </message>
    <message>
        <source>manual: {0}-{1} paired by hand</source>
        <translation>manuel : {0}-{1} apparié à la main</translation>
    </message>
    <message>
        <source>The initial colour (White or Black for the first player) is not set</source>
        <translation>La couleur initiale (Blancs ou Noirs pour le premier joueur) n&apos;est pas fixée</translation>
    </message>
    <message>
        <source>Set it to White</source>
        <translation>Choisir les Blancs</translation>
    </message>
    <message>
        <source>… or draw the initial colour by lot (recorded in the tournament file)</source>
        <translation>… ou tirer au sort la couleur initiale (enregistré dans le fichier du tournoi)</translation>
    </message>
    <message>
        <source>Draw it by lot</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <source>Round {0} is not published yet</source>
        <translation>La ronde {0} n&apos;est pas encore publiée</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Publier la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2} – {3} has no result</source>
        <translation>Ronde {0}, échiquier {1} : {2} – {3} n&apos;a pas de résultat</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Saisir le résultat</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}</source>
        <translation>{0} (n° {1}) s&apos;est retiré(e) à partir de la ronde {2}</translation>
    </message>
    <message>
        <source>half-point bye requested</source>
        <translation>bye d&apos;un demi-point demandé</translation>
    </message>
    <message>
        <source>full-point bye requested</source>
        <translation>bye d&apos;un point demandé</translation>
    </message>
    <message>
        <source>marked absent (zero-point bye)</source>
        <translation>signalé(e) absent(e) (bye à zéro point)</translation>
    </message>
    <message>
        <source>{0} (No. {1}): {2}</source>
        <translation>{0} (n° {1}) : {2}</translation>
    </message>
    <message>
        <source>Take it back: pair in this round</source>
        <translation>Annuler : apparier dans cette ronde</translation>
    </message>
    <message>
        <source>board {0}: {1} is not to be paired this round</source>
        <translation>échiquier {0} : {1} ne doit pas être apparié(e) dans cette ronde</translation>
    </message>
    <message>
        <source>the pair is forbidden</source>
        <translation>l&apos;appariement est interdit</translation>
    </message>
    <message>
        <source>they have already played</source>
        <translation>ils ont déjà joué ensemble</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} – {3}: {4}</source>
        <translation>{0} échiquier {1} : {2} – {3} : {4}</translation>
    </message>
    <message>
        <source>white</source>
        <translation>les Blancs</translation>
    </message>
    <message>
        <source>black</source>
        <translation>les Noirs</translation>
    </message>
    <message>
        <source>the same colour</source>
        <translation>la même couleur</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} and {3} both have an absolute preference for {4}</source>
        <translation>{0} échiquier {1} : {2} et {3} ont tous deux une préférence absolue pour {4}</translation>
    </message>
    <message>
        <source>PAB: {0} is not to be paired this round</source>
        <translation>PAB : {0} ne doit pas être apparié(e) dans cette ronde</translation>
    </message>
    <message>
        <source>{0} PAB: {1} already had a PAB or a forfeit win</source>
        <translation>{0} PAB : {1} a déjà eu un PAB ou un gain par forfait</translation>
    </message>
    <message>
        <source>not paired: {0}</source>
        <translation>non apparié(e)s : {0}</translation>
    </message>
    <message>
        <source>one of them would have the same colour three times in a row or three more of one colour</source>
        <translation>l’un d’eux aurait la même couleur trois fois de suite ou trois fois plus d’une couleur</translation>
    </message>
    <message>
        <source>round {0} could not be paired with this result: {1}</source>
        <translation>la ronde {0} ne pourrait pas être appariée avec ce résultat : {1}</translation>
    </message>
    <message>
        <source>the pairing-allocated bye</source>
        <translation>le bye attribué par l&apos;appariement</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>its boards</source>
        <translation>ses échiquiers</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is published, so it stands — {2}</source>
        <translation>cela change l&apos;appariement de la ronde {0} sur {1} ; la ronde {0} est publiée, elle reste donc telle quelle — {2}</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is a draft: pair it again before publishing</source>
        <translation>cela change l&apos;appariement de la ronde {0} sur {1} ; la ronde {0} est un brouillon : appariez-la à nouveau avant de la publier</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>échiquier {0}</translation>
    </message>
    <message>
        <source>boards {0} and {1}</source>
        <translation>échiquiers {0} et {1}</translation>
    </message>
    <message>
        <source>No. {0} is {1} here but {2} there</source>
        <translation>Le n° {0} est {1} ici mais {2} là-bas</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>round {0}, board {1}: the file pairs {2} differently</source>
        <translation>ronde {0}, échiquier {1} : le fichier apparie {2} autrement</translation>
    </message>
    <message>
        <source>round {0}, board {1}: &apos;{2}&apos; is not a result</source>
        <translation>ronde {0}, échiquier {1} : &apos;{2}&apos; n&apos;est pas un résultat</translation>
    </message>
    <message>
        <source>pairing system {0} → {1}</source>
        <translation>système d&apos;appariement {0} → {1}</translation>
    </message>
    <message>
        <source>tournament setting changed: {0}</source>
        <translation>réglage du tournoi modifié : {0}</translation>
    </message>
    <message>
        <source>{0} registered</source>
        <translation>{0} inscrit(e)</translation>
    </message>
    <message>
        <source>{0} deleted</source>
        <translation>{0} supprimé(e)</translation>
    </message>
    <message>
        <source>round {0}, board {1} ({2} – {3}): {4} → {5}</source>
        <translation>ronde {0}, échiquier {1} ({2} – {3}) : {4} → {5}</translation>
    </message>
    <message>
        <source>round {0}: {1} {2} → {3}</source>
        <translation>ronde {0} : {1} {2} → {3}</translation>
    </message>
    <message>
        <source>{0} withdrew from round {1}</source>
        <translation>{0} s&apos;est retiré(e) à partir de la ronde {1}</translation>
    </message>
    <message>
        <source>{0}: withdrawal taken back</source>
        <translation>{0} : retrait annulé</translation>
    </message>
    <message>
        <source>{0}: {1} changed</source>
        <translation>{0} : {1} modifié</translation>
    </message>
    <message>
        <source>the players&apos; data the pairing of round {0} reads changed</source>
        <translation>les données des joueurs que lit l&apos;appariement de la ronde {0} ont changé</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes: {1}. It is explained from the state recorded with the pairing.</source>
        <translation>La ronde {0} a été appariée avant ces changements : {1}. Elle est expliquée à partir de l&apos;état enregistré avec l&apos;appariement.</translation>
    </message>
    <message>
        <source>Explained from an earlier state of the tournament; since then: {0}.</source>
        <translation>Expliqué à partir d&apos;un état antérieur du tournoi ; depuis : {0}.</translation>
    </message>
    <message>
        <source>{0}: other players</source>
        <translation>{0} : autres joueurs</translation>
    </message>
    <message>
        <source>{0}: colours the other way</source>
        <translation>{0} : couleurs inversées</translation>
    </message>
    <message>
        <source>another pairing-allocated bye</source>
        <translation>un autre bye attribué par l&apos;appariement</translation>
    </message>
    <message>
        <source>the boards differ</source>
        <translation>les échiquiers diffèrent</translation>
    </message>
    <message>
        <source>{0} The tree explains the engine&apos;s pairing, not those boards.</source>
        <translation>{0} L&apos;arbre explique l&apos;appariement du moteur, pas ces échiquiers.</translation>
    </message>
    <message>
        <source>boards {0}</source>
        <translation>échiquiers {0}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>pas de résultat</translation>
    </message>
    <message>
        <source>to be paired</source>
        <translation>à apparier</translation>
    </message>
    <message>
        <source>absent (zero-point bye)</source>
        <translation>absent(e) (bye à zéro point)</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye d&apos;un demi-point</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>bye d&apos;un point</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>bye attribué par l&apos;appariement</translation>
    </message>
    <message>
        <source>against {0} ({1})</source>
        <translation>contre {0} ({1})</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>no result</source>
        <translation>pas de résultat</translation>
    </message>
    <message>
        <source>Every round is paired</source>
        <translation>Toutes les rondes sont appariées</translation>
    </message>
    <message>
        <source>Pairing of round {0} cancelled: nothing was changed</source>
        <translation>Appariement de la ronde {0} annulé : rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Apparier la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} was already paired and saved when Cancel came</source>
        <translation>La ronde {0} était déjà appariée et enregistrée quand Annuler est arrivé</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Apparier la ronde</translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing. Pair again?</source>
        <translation>Le tournoi a changé pendant l&apos;appariement. Apparier à nouveau ?</translation>
    </message>
    <message>
        <source>Initial colour</source>
        <translation>Couleur initiale</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Tiré au sort : le premier joueur a les Blancs à la ronde 1</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Tiré au sort : le premier joueur a les Noirs à la ronde 1</translation>
    </message>
    <message>
        <source>Round {0}: enter the result of board {1}</source>
        <translation>Ronde {0} : saisissez le résultat de l&apos;échiquier {1}</translation>
    </message>
    <message>
        <source>Manual pairing of round {0}</source>
        <translation>Appariement manuel de la ronde {0}</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started (Round &gt; End manual pairing)</source>
        <translation>Appariement manuel de la ronde {0} commencé (Ronde &gt; Terminer l&apos;appariement manuel)</translation>
    </message>
    <message>
        <source> — {0} warning(s)</source>
        <translation> — {0} avertissement(s)</translation>
    </message>
    <message>
        <source>Paired before these changes (re-pair, or Publish asks): {0}</source>
        <translation>Appariée avant ces changements (réappariez, ou Publier vous le demandera) : {0}</translation>
    </message>
    <message>
        <source>Both players must be without a board (remove their boards first)</source>
        <translation>Les deux joueurs doivent être sans échiquier (retirez d&apos;abord leurs échiquiers)</translation>
    </message>
    <message>
        <source>Round {0} not published</source>
        <translation>Ronde {0} non publiée</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Publier la ronde {0}</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>… et {0} de plus</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes, so its pairing may not be the engine&apos;s pairing of the tournament as it is now:</source>
        <translation>La ronde {0} a été appariée avant ces changements ; son appariement n&apos;est donc peut-être pas celui du moteur pour le tournoi tel qu&apos;il est maintenant :</translation>
    </message>
    <message>
        <source>&amp;Re-pair round {0}</source>
        <translation>&amp;Réapparier la ronde {0}</translation>
    </message>
    <message>
        <source>&amp;Publish as it is</source>
        <translation>&amp;Publier telle quelle</translation>
    </message>
    <message>
        <source>Round {0} is not paired</source>
        <translation>La ronde {0} n&apos;est pas appariée</translation>
    </message>
    <message>
        <source>Round {0} cannot be unpaired: {1}</source>
        <translation>L&apos;appariement de la ronde {0} ne peut pas être défait : {1}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Défaire l&apos;appariement de la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} not unpaired: a published round needs a reason</source>
        <translation>Appariement de la ronde {0} non défait : une ronde publiée demande un motif</translation>
    </message>
    <message>
        <source>Round {0} unpaired (in the log; Undo puts the pairing back)</source>
        <translation>Appariement de la ronde {0} défait (dans le journal ; Annuler le rétablit)</translation>
    </message>
    <message>
        <source>Round {0} is published. Why is its pairing taken back ({1})?</source>
        <translation>La ronde {0} est publiée. Pourquoi son appariement est-il défait ({1}) ?</translation>
    </message>
    <message>
        <source>Round {0}, board {1} already has {2}</source>
        <translation>Ronde {0}, l&apos;échiquier {1} a déjà {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: not corrected (no reason given)</source>
        <translation>Ronde {0}, échiquier {1} : non corrigé (aucun motif donné)</translation>
    </message>
    <message>
        <source>Result of board {0}</source>
        <translation>Résultat de l&apos;échiquier {0}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>effacé</translation>
    </message>
    <message>
        <source> — next: board {0}</source>
        <translation> — suivant : échiquier {0}</translation>
    </message>
    <message>
        <source> — every result of the round is in</source>
        <translation> — tous les résultats de la ronde sont saisis</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2}</source>
        <translation>Ronde {0}, échiquier {1} : {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1} ({2} – {3}): {4} → {5}, reason: {6}</source>
        <translation>Ronde {0}, échiquier {1} ({2} – {3}) : {4} → {5}, motif : {6}</translation>
    </message>
    <message>
        <source>Correct round {0}, board {1}</source>
        <translation>Corriger la ronde {0}, échiquier {1}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}{2}: {3} → {4}.</source>
        <translation>Ronde {0}, échiquier {1}{2} : {3} → {4}.</translation>
    </message>
    <message>
        <source>Why is the result corrected (it goes into the log)?</source>
        <translation>Pourquoi le résultat est-il corrigé (inscrit dans le journal) ?</translation>
    </message>
    <message>
        <source>Correction of round {0}: {1}</source>
        <translation>Correction de la ronde {0} : {1}</translation>
    </message>
    <message>
        <source>Correction of round {0}: later pairings are not affected</source>
        <translation>Correction de la ronde {0} : les appariements suivants ne sont pas touchés</translation>
    </message>
    <message>
        <source>Later pairings are not affected.</source>
        <translation>Les appariements suivants ne sont pas touchés.</translation>
    </message>
    <message>
        <source>Correction of round {0}</source>
        <translation>Correction de la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} corrected</source>
        <translation>Ronde {0} corrigée</translation>
    </message>
    <message>
        <source>Import results from a TRF</source>
        <translation>Importer les résultats d&apos;un TRF</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All (*)</source>
        <translation>TRF (*.trf *.txt);;Tous (*)</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importer les résultats</translation>
    </message>
    <message>
        <source>{0} result(s) imported from {1}</source>
        <translation>{0} résultat(s) importé(s) de {1}</translation>
    </message>
    <message>
        <source>Explain round {0}</source>
        <translation>Expliquer la ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes; the state it was paired from is no longer the tournament&apos;s state:</source>
        <translation>La ronde {0} a été appariée avant ces changements ; l&apos;état d&apos;où elle a été appariée n&apos;est plus celui du tournoi :</translation>
    </message>
    <message>
        <source>Explain the &amp;published pairing (from the state recorded with it)</source>
        <translation>Expliquer l&apos;appariement &amp;publié (à partir de l&apos;état enregistré avec lui)</translation>
    </message>
    <message>
        <source>What would the engine pair &amp;now?</source>
        <translation>Que donnerait le moteur &amp;maintenant ?</translation>
    </message>
    <message>
        <source>No round is paired yet: pair a round first</source>
        <translation>Aucune ronde n&apos;est encore appariée : appariez d&apos;abord une ronde</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Aucun tournoi ouvert</translation>
    </message>
    <message>
        <source>Why not A against B?</source>
        <translation>Pourquoi pas A contre B ?</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exporter l&apos;explication</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Explanation of round {0} written to {1}</source>
        <translation>Explication de la ronde {0} écrite dans {1}</translation>
    </message>
    <message>
        <source>Select exactly two players (their name cells) to exchange</source>
        <translation>Choisissez exactement deux joueurs (cellules des noms) à échanger</translation>
    </message>
    <message>
        <source>Why not {0} against {1}?</source>
        <translation>Pourquoi pas {0} contre {1} ?</translation>
    </message>
    <message>
        <source>Exchange {0} and {1}</source>
        <translation>Échanger {0} et {1}</translation>
    </message>
    <message>
        <source>Pair {0} against {1}</source>
        <translation>Apparier {0} contre {1}</translation>
    </message>
    <message>
        <source>Swap colours on board {0}</source>
        <translation>Inverser les couleurs de l&apos;échiquier {0}</translation>
    </message>
    <message>
        <source>Remove board {0}</source>
        <translation>Retirer l&apos;échiquier {0}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>annulé : rien n&apos;a été modifié</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>FIDE Dutch (2026 rules)</source>
        <translation>Système hollandais FIDE (règles 2026)</translation>
    </message>
    <message>
        <source>FIDE Dutch (2017 rules)</source>
        <translation>Système hollandais FIDE (règles 2017)</translation>
    </message>
    <message>
        <source>FIDE Burstein (2017-2025 text)</source>
        <translation>Burstein FIDE (texte 2017-2025)</translation>
    </message>
    <message>
        <source>FIDE Burstein (older text)</source>
        <translation>Burstein FIDE (texte antérieur)</translation>
    </message>
    <message>
        <source>FIDE Lim System</source>
        <translation>Système Lim FIDE</translation>
    </message>
    <message>
        <source>Lim (Maxi-tournament)</source>
        <translation>Lim (maxi-tournoi)</translation>
    </message>
    <message>
        <source>FIDE Dubov (revised text)</source>
        <translation>Dubov FIDE (texte révisé)</translation>
    </message>
    <message>
        <source>FIDE Dubov (1997 text)</source>
        <translation>Dubov FIDE (texte de 1997)</translation>
    </message>
    <message>
        <source>Round-robin (Berger tables, C.05)</source>
        <translation>Toutes rondes (tables de Berger, C.05)</translation>
    </message>
</context>
<context>
    <name>SetupActions</name>
    <message>
        <source>No tournament open</source>
        <translation>Aucun tournoi ouvert</translation>
    </message>
    <message>
        <source>Open a tournament file or start a new one (File menu) first.</source>
        <translation>Ouvrez d&apos;abord un fichier de tournoi ou commencez-en un nouveau (menu Fichier).</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Tiré au sort : le premier joueur a les Blancs à la ronde 1</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Tiré au sort : le premier joueur a les Noirs à la ronde 1</translation>
    </message>
    <message>
        <source>FIDE rating list (as downloaded from ratings.fide.com)</source>
        <translation>Liste Elo FIDE (telle que téléchargée depuis ratings.fide.com)</translation>
    </message>
    <message>
        <source>FIDE rating lists (*.zip *.txt *.xml);;All files (*)</source>
        <translation>Listes Elo FIDE (*.zip *.txt *.xml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Liste Elo FIDE</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Importer des joueurs depuis un CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous (*)</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Importer un CSV</translation>
    </message>
    <message>
        <source>Export TRF for a pairing checker</source>
        <translation>Exporter le TRF pour un programme de vérification</translation>
    </message>
    <message>
        <source>Export TRF (FIDE)</source>
        <translation>Exporter le TRF (FIDE)</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Fichiers TRF (*.trf)</translation>
    </message>
    <message>
        <source>The FIDE report cannot be written yet: {0}</source>
        <translation>Le rapport FIDE ne peut pas encore être écrit : {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exporter le TRF</translation>
    </message>
    <message>
        <source>Exported {0}{1}</source>
        <translation>Exporté : {0}{1}</translation>
    </message>
    <message>
        <source> — partial file: {0} of {1} rounds complete</source>
        <translation> — fichier partiel : {0} rondes complètes sur {1}</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Encoded time control (TRF &amp;222)</source>
        <translation>Cadence codée (TRF &amp;222)</translation>
    </message>
    <message>
        <source>e.g. 5400+30 or 40/6000+30:900+30 (seconds)</source>
        <translation>p. ex. 5400+30 ou 40/6000+30:900+30 (secondes)</translation>
    </message>
    <message>
        <source>TRF-2026 record 222: periods M/S, M/S+I, S or S+I separated by &apos;:&apos;, S seconds, M moves, I seconds added a move; W...-B... for different times (Armageddon). Blank: not written.</source>
        <translation>Enregistrement TRF-2026 222 : périodes M/S, M/S+I, S ou S+I séparées par &apos;:&apos;, S secondes, M coups, I secondes ajoutées par coup ; W...-B... pour des temps différents (Armageddon). Vide : non écrit.</translation>
    </message>
    <message>
        <source>From the te&amp;xt</source>
        <translation>Depuis le te&amp;xte</translation>
    </message>
    <message>
        <source>Not read from the free text: {reason}. Type the code.</source>
        <translation>Non lu dans le texte libre : {reason}. Tapez le code.</translation>
    </message>
    <message>
        <source>Not written into the TRF (blank).</source>
        <translation>Non écrit dans le TRF (vide).</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation>&amp;Données du tournoi…</translation>
    </message>
    <message>
        <source>Name, dates, arbiters, pairing</source>
        <translation>Nom, dates, arbitres, appariement</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <source>Register, correct and delete players</source>
        <translation>Inscrire, corriger et supprimer des joueurs</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Ajouter un joueur…</translation>
    </message>
    <message>
        <source>Register one player</source>
        <translation>Inscrire un joueur</translation>
    </message>
    <message>
        <source>Add from the &amp;FIDE list…</source>
        <translation>Ajouter depuis la liste &amp;FIDE…</translation>
    </message>
    <message>
        <source>Search the list</source>
        <translation>Chercher dans la liste</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Importer des joueurs depuis un &amp;CSV…</translation>
    </message>
    <message>
        <source>Pre-registrations in CSV</source>
        <translation>Préinscriptions en CSV</translation>
    </message>
    <message>
        <source>Initial &amp;order and pairing numbers…</source>
        <translation>&amp;Ordre initial et numéros d&apos;appariement…</translation>
    </message>
    <message>
        <source>C.04.2 order</source>
        <translation>Ordre selon C.04.2</translation>
    </message>
    <message>
        <source>&amp;Byes, absences and withdrawals…</source>
        <translation>&amp;Byes, absences et retraits…</translation>
    </message>
    <message>
        <source>Per player and round</source>
        <translation>Par joueur et par ronde</translation>
    </message>
    <message>
        <source>&amp;Export TRF (FIDE report)…</source>
        <translation>&amp;Exporter le TRF (rapport FIDE)…</translation>
    </message>
    <message>
        <source>FIDE report file (TRF16)</source>
        <translation>Fichier de rapport FIDE (TRF16)</translation>
    </message>
    <message>
        <source>Export TRF for a pairing c&amp;hecker…</source>
        <translation>Exporter le TRF pour un programme de &amp;vérification…</translation>
    </message>
    <message>
        <source>TRF16 with the XXR/XXC/XXA/XXS lines pairing engines read</source>
        <translation>TRF16 avec les lignes XXR/XXC/XXA/XXS que lisent les moteurs d&apos;appariement</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>&amp;Méthode de classement et classements nationaux…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172 : comment les classements FIDE et nationaux ordonnent les joueurs</translation>
    </message>
</context>
<context>
    <name>TournamentDetailsDialog</name>
    <message>
        <source>Pairing system, acceleration, points, first-round colour, tie-break order, bye limit and late-entry byes are stored in the tournament file with the details: one Edit &gt; Undo takes the whole form back.</source>
        <translation>Système d&apos;appariement, accélération, points, couleur de la première ronde, ordre des départages, limite de byes et byes des inscriptions tardives sont enregistrés dans le fichier du tournoi avec les données : un seul Édition &gt; Annuler reprend tout le formulaire.</translation>
    </message>
    <message>
        <source>Ask at the first late entry</source>
        <translation>Demander à la première inscription tardive</translation>
    </message>
    <message>
        <source>Zero-point byes (C.04.2 C.2)</source>
        <translation>Byes à zéro point (C.04.2 C.2)</translation>
    </message>
    <message>
        <source>Half-point byes (tournament rules)</source>
        <translation>Byes d&apos;un demi-point (règlement du tournoi)</translation>
    </message>
    <message>
        <source>Not decided yet</source>
        <translation>Pas encore décidée</translation>
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
        <source>Drawn by lot</source>
        <translation>Tirée au sort</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Gain par forfait</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Perte par forfait</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Bye attribué par l&apos;appariement</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Bye d&apos;un point</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Bye d&apos;un demi-point</translation>
    </message>
    <message>
        <source>Zero-point bye / absent</source>
        <translation>Bye à zéro point / absent</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Données du tournoi</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;City</source>
        <translation>&amp;Ville</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Fédération</translation>
    </message>
    <message>
        <source>&amp;Start date</source>
        <translation>Date de &amp;début</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/JJ</translation>
    </message>
    <message>
        <source>&amp;End date</source>
        <translation>Date de f&amp;in</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>Round &amp;dates</source>
        <translation>Dates des r&amp;ondes</translation>
    </message>
    <message>
        <source>&amp;Time control</source>
        <translation>&amp;Cadence</translation>
    </message>
    <message>
        <source>90&apos;/40 + 30&apos; + 30&quot;/move</source>
        <translation>90&apos;/40 + 30&apos; + 30&quot;/coup</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <source>Individual Swiss (FIDE Dutch)</source>
        <translation>Individuel, système suisse (hollandais FIDE)</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Arbitres</translation>
    </message>
    <message>
        <source>C&amp;hief arbiter</source>
        <translation>Arbitre &amp;principal</translation>
    </message>
    <message>
        <source>IA Name, Given (FIDE ID)</source>
        <translation>IA Nom, Prénom (identifiant FIDE)</translation>
    </message>
    <message>
        <source>De&amp;puty arbiters</source>
        <translation>Arbitres ad&amp;joints</translation>
    </message>
    <message>
        <source>separate by ;</source>
        <translation>séparés par ;</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>Syste&amp;m</source>
        <translation>Systè&amp;me</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Baku (C.04.5.1)</source>
        <translation>Bakou (C.04.5.1)</translation>
    </message>
    <message>
        <source>&amp;Acceleration</source>
        <translation>Accé&amp;lération</translation>
    </message>
    <message>
        <source>Drawn by lot: White</source>
        <translation>Tirée au sort : Blancs</translation>
    </message>
    <message>
        <source>Drawn by lot: Black</source>
        <translation>Tirée au sort : Noirs</translation>
    </message>
    <message>
        <source>Top player&apos;s c&amp;olour in round 1</source>
        <translation>Couleur du premier à la ronde &amp;1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>T&amp;ie-breaks</source>
        <translation>Dép&amp;artages</translation>
    </message>
    <message>
        <source>C.07 codes in order, separated by commas, e.g. BH/C1,BH,SB</source>
        <translation>Codes C.07 dans l&apos;ordre, séparés par des virgules, p. ex. BH/C1,BH,SB</translation>
    </message>
    <message>
        <source>Half- or full-point byes a player may request</source>
        <translation>Byes d&apos;un demi-point ou d&apos;un point qu&apos;un joueur peut demander</translation>
    </message>
    <message>
        <source>Requested &amp;byes per player</source>
        <translation>Byes demandés par jo&amp;ueur</translation>
    </message>
    <message>
        <source>Late entrants are registered already: the choice can no longer change.</source>
        <translation>Des inscriptions tardives sont déjà enregistrées : le choix ne peut plus changer.</translation>
    </message>
    <message>
        <source>&amp;Late entrants&apos; missed rounds</source>
        <translation>Rondes manquées des retardataire&amp;s</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation>Le tournoi doit avoir un nom.</translation>
    </message>
    <message>
        <source>start date</source>
        <translation>date de début</translation>
    </message>
    <message>
        <source>end date</source>
        <translation>date de fin</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>La date de fin précède la date de début.</translation>
    </message>
    <message>
        <source>round date</source>
        <translation>date de ronde</translation>
    </message>
    <message>
        <source>There are more round dates than rounds.</source>
        <translation>Il y a plus de dates de ronde que de rondes.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Corrigez les champs marqués en rouge.</translation>
    </message>
</context>
<context>
    <name>WarningDialog</name>
    <message>
        <source>Please note</source>
        <translation>À noter</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Veuillez confirmer</translation>
    </message>
    <message>
        <source>Serious change</source>
        <translation>Modification importante</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source> — step {0} of 2</source>
        <translation> — étape {0} sur 2</translation>
    </message>
    <message>
        <source>The change will be made; read what it means and press OK.</source>
        <translation>La modification sera faite ; lisez ce qu&apos;elle implique et appuyez sur OK.</translation>
    </message>
    <message>
        <source>Confirm the change, or cancel it (nothing is changed then).</source>
        <translation>Confirmez la modification, ou annulez-la (rien n&apos;est alors modifié).</translation>
    </message>
    <message>
        <source>This change has consequences that cannot all be undone. Read them; Continue leads to a last confirmation.</source>
        <translation>Cette modification a des conséquences qui ne peuvent pas toutes être annulées. Lisez-les ; Continuer mène à une dernière confirmation.</translation>
    </message>
    <message>
        <source>Last step: confirm only if you accept every consequence listed. Cancel keeps all.</source>
        <translation>Dernière étape : ne confirmez que si vous acceptez chaque conséquence indiquée. Annuler garde tout.</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation>&amp;Continuer…</translation>
    </message>
    <message>
        <source>&amp;Yes: {0}</source>
        <translation>&amp;Oui : {0}</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>Leave FIDE mode…</source>
        <translation>Quitter le mode FIDE…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: all {0} paired round(s) are what the engine pairs with the new settings.</source>
        <translation>&lt;b&gt;Nouvelle vérification&lt;/b&gt; : les {0} ronde(s) appariée(s) sont ce que le moteur apparie avec les nouveaux réglages.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: with the new settings the engine would pair {0} of {1} round(s) differently:</source>
        <translation>&lt;b&gt;Nouvelle vérification&lt;/b&gt; : avec les nouveaux réglages, le moteur apparierait autrement {0} ronde(s) sur {1} :</translation>
    </message>
</context>
<context>
    <name>WhyNotDialog</name>
    <message>
        <source>Why not A against B?</source>
        <translation>Pourquoi pas A contre B ?</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>Player &amp;A</source>
        <translation>Joueur &amp;A</translation>
    </message>
    <message>
        <source>Player &amp;B</source>
        <translation>Joueur &amp;B</translation>
    </message>
    <message>
        <source>As&amp;k</source>
        <translation>De&amp;mander</translation>
    </message>
    <message>
        <source>A pairing number or (part of) a name; accents and case do not matter</source>
        <translation>Un numéro d&apos;appariement ou (une partie d&apos;)un nom ; accents et majuscules sans importance</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>No. or name</source>
        <translation>N° ou nom</translation>
    </message>
    <message>
        <source>Player {0}: {1}</source>
        <translation>Joueur {0} : {1}</translation>
    </message>
    <message>
        <source>Asking the engine about {0} and {1} in round {2}…</source>
        <translation>Question au moteur sur {0} et {1} à la ronde {2}…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
