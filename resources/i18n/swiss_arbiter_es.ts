<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Boards</name>
    <message>
        <source>Bd</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White&apos;s pairing number</source>
        <translation>Número inicial de las blancas</translation>
    </message>
    <message>
        <source>White&apos;s title</source>
        <translation>Título de las blancas</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>White&apos;s rating</source>
        <translation>Elo de las blancas</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos</translation>
    </message>
    <message>
        <source>White&apos;s points before the round</source>
        <translation>Puntos de las blancas antes de la ronda</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Result from White&apos;s side (F: forfeit, u: unrated game)</source>
        <translation>Resultado desde las blancas (F: incomparecencia, u: partida que no computa)</translation>
    </message>
    <message>
        <source>Black&apos;s points before the round</source>
        <translation>Puntos de las negras antes de la ronda</translation>
    </message>
    <message>
        <source>Black&apos;s title</source>
        <translation>Título de las negras</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Black&apos;s rating</source>
        <translation>Elo de las negras</translation>
    </message>
    <message>
        <source>Black&apos;s pairing number</source>
        <translation>Número inicial de las negras</translation>
    </message>
    <message>
        <source>no result entered yet</source>
        <translation>aún no hay resultado</translation>
    </message>
    <message>
        <source>forfeit: the game was not played</source>
        <translation>incomparecencia: la partida no se jugó</translation>
    </message>
    <message>
        <source>game of less than one move: not rated</source>
        <translation>partida de menos de una jugada: no computa para Elo</translation>
    </message>
</context>
<context>
    <name>ByesDialog</name>
    <message>
        <source>H half-point bye · F full-point bye · Z absent · W withdrawn · late Z / late H: round missed by a late entrant (C.04.2 C.2) · Keys: H, F, Z, Delete (take back), W (withdraw from this round), Ctrl+Z (undo)</source>
        <translation>H bye de medio punto · F bye de un punto · Z ausente · W retirado · late Z / late H: ronda perdida por una inscripción tardía (C.04.2 C.2) · Teclas: H, F, Z, Supr (anular), W (retirada desde esta ronda), Ctrl+Z (deshacer)</translation>
    </message>
    <message>
        <source>1 half-point bye</source>
        <translation>1 bye de medio punto</translation>
    </message>
    <message>
        <source>1 full-point bye</source>
        <translation>1 bye de un punto</translation>
    </message>
    <message>
        <source>1 absent</source>
        <translation>1 ausente</translation>
    </message>
    <message>
        <source>1 withdrawn</source>
        <translation>1 retirado</translation>
    </message>
    <message>
        <source>1 late entry</source>
        <translation>1 inscripción tardía</translation>
    </message>
    <message>
        <source>{0} half-point byes</source>
        <translation>{0} byes de medio punto</translation>
    </message>
    <message>
        <source>{0} full-point byes</source>
        <translation>{0} byes de un punto</translation>
    </message>
    <message>
        <source>{0} absent</source>
        <translation>{0} ausentes</translation>
    </message>
    <message>
        <source>{0} withdrawn</source>
        <translation>{0} retirados</translation>
    </message>
    <message>
        <source>{0} late entries</source>
        <translation>{0} inscripciones tardías</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>emparejada</translation>
    </message>
    <message>
        <source>not paired yet</source>
        <translation>aún sin emparejar</translation>
    </message>
    <message>
        <source>no byes or absences</source>
        <translation>sin byes ni ausencias</translation>
    </message>
    <message>
        <source>Byes, absences and withdrawals</source>
        <translation>Byes, ausencias y retiradas</translation>
    </message>
    <message>
        <source>&amp;Half-point bye</source>
        <translation>Bye de &amp;medio punto</translation>
    </message>
    <message>
        <source>&amp;Full-point bye</source>
        <translation>Bye de un &amp;punto</translation>
    </message>
    <message>
        <source>&amp;Absent</source>
        <translation>&amp;Ausente</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>A&amp;nular</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>&amp;Retirarse desde esta ronda</translation>
    </message>
    <message>
        <source>&amp;Cancel withdrawal</source>
        <translation>Anular la re&amp;tirada</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Select a round cell of a player.</source>
        <translation>Elija una celda de ronda de un jugador.</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronda {0}: {1}</translation>
    </message>
    <message>
        <source>Select the round cell of a player first.</source>
        <translation>Elija primero la celda de ronda de un jugador.</translation>
    </message>
    <message>
        <source>Select the round from which the player withdraws.</source>
        <translation>Elija la ronda desde la que el jugador se retira.</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Elija primero un jugador.</translation>
    </message>
</context>
<context>
    <name>ByesModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronda {0}: {1}</translation>
    </message>
    <message>
        <source>late entry, from round {0}</source>
        <translation>inscripción tardía, desde la ronda {0}</translation>
    </message>
    <message>
        <source>withdrawn from round {0}</source>
        <translation>retirado/a desde la ronda {0}</translation>
    </message>
</context>
<context>
    <name>ColourCorrection</name>
    <message>
        <source>Played with colours &amp;reversed on board {board}…</source>
        <translation>Jugado con los colores &amp;invertidos en el tablero {board}…</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Colores invertidos</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {black} had White and {white} Black, not as paired.
Why is the correction made? (written into the TRF)</source>
        <translation>Ronda {round}, tablero {board}: {black} llevó blancas y {white} negras, no como se emparejó.
¿Por qué se corrige? (se escribe en el TRF)</translation>
    </message>
    <message>
        <source>Colour correction</source>
        <translation>Corrección de colores</translation>
    </message>
    <message>
        <source>Round {round} board {board}: colours corrected as played ({black}-{white}); ### Correction</source>
        <translation>Ronda {round} tablero {board}: colores corregidos como se jugó ({black}-{white}); ### Correction</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>set tournament details</source>
        <translation>fijar los datos del torneo</translation>
    </message>
    <message>
        <source>set pairing settings</source>
        <translation>fijar los ajustes de emparejamiento</translation>
    </message>
    <message>
        <source>add player</source>
        <translation>añadir jugador</translation>
    </message>
    <message>
        <source>edit player</source>
        <translation>editar jugador</translation>
    </message>
    <message>
        <source>delete player</source>
        <translation>borrar jugador</translation>
    </message>
    <message>
        <source>set initial order</source>
        <translation>fijar el orden inicial</translation>
    </message>
    <message>
        <source>record withdrawal</source>
        <translation>registrar retirada</translation>
    </message>
    <message>
        <source>request bye</source>
        <translation>solicitar bye</translation>
    </message>
    <message>
        <source>set pairing</source>
        <translation>fijar emparejamiento</translation>
    </message>
    <message>
        <source>publish round</source>
        <translation>publicar ronda</translation>
    </message>
    <message>
        <source>set result</source>
        <translation>introducir resultado</translation>
    </message>
    <message>
        <source>import TRF</source>
        <translation>importar TRF</translation>
    </message>
    <message>
        <source>unpair round</source>
        <translation>deshacer emparejamiento</translation>
    </message>
    <message>
        <source>set rating settings</source>
        <translation>fijar los ajustes de Elo</translation>
    </message>
    <message>
        <source>set norm fields</source>
        <translation>fijar los datos de norma</translation>
    </message>
    <message>
        <source>draw lots</source>
        <translation>sortear</translation>
    </message>
    <message>
        <source>pair round robin round</source>
        <translation>emparejar ronda de liga</translation>
    </message>
    <message>
        <source>leave fide mode</source>
        <translation>salir del modo FIDE</translation>
    </message>
    <message>
        <source>start manual pairing</source>
        <translation>empezar el emparejamiento manual</translation>
    </message>
    <message>
        <source>end manual pairing</source>
        <translation>terminar el emparejamiento manual</translation>
    </message>
    <message>
        <source>correct rating result</source>
        <translation>corregir un resultado para el Elo</translation>
    </message>
    <message>
        <source>set forbidden pairs</source>
        <translation>fijar los emparejamientos prohibidos</translation>
    </message>
    <message>
        <source>set rating method</source>
        <translation>fijar el método de clasificación</translation>
    </message>
    <message>
        <source>set half point bye eligibility</source>
        <translation>permitir o prohibir los byes de medio punto</translation>
    </message>
    <message>
        <source>correct colours</source>
        <translation>corregir los colores</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare players with the FIDE list</source>
        <translation>Comparar los jugadores con la lista FIDE</translation>
    </message>
    <message>
        <source>C.04.2 uses one rating list for the whole event: nothing changes until you accept a player (Enter). Each accepted player can be undone.</source>
        <translation>C.04.2 usa una sola lista de Elo para todo el torneo: nada cambia hasta que acepte un jugador (Intro). Cada aceptación puede deshacerse.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>What differs (registered → list)</source>
        <translation>Diferencias (inscrito → lista)</translation>
    </message>
    <message>
        <source>&amp;Accept for this player</source>
        <translation>&amp;Aceptar para este jugador</translation>
    </message>
    <message>
        <source>Accept for a&amp;ll</source>
        <translation>Aceptar para &amp;todos</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>1 player differs from the list.</source>
        <translation>1 jugador difiere de la lista.</translation>
    </message>
    <message>
        <source>{0} players differ from the list.</source>
        <translation>{0} jugadores difieren de la lista.</translation>
    </message>
    <message>
        <source>Every registered player matches the list.</source>
        <translation>Todos los jugadores inscritos coinciden con la lista.</translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>birth date</source>
        <translation>fecha de nacimiento</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nac.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>surname</source>
        <translation>apellidos</translation>
    </message>
    <message>
        <source>given name</source>
        <translation>nombre de pila</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federación</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>sexo</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>fecha de nacimiento</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Importar jugadores de un CSV</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>(not in the file)</source>
        <translation>(no está en el archivo)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>1 player to import</source>
        <translation>1 jugador por importar</translation>
    </message>
    <message>
        <source>{0} players to import</source>
        <translation>{0} jugadores por importar</translation>
    </message>
    <message>
        <source>{0}, 1 row with problems (greyed) will be skipped.</source>
        <translation>{0}, 1 fila con problemas (en gris) se omitirá.</translation>
    </message>
    <message>
        <source>{0}, {1} rows with problems (greyed) will be skipped.</source>
        <translation>{0}, {1} filas con problemas (en gris) se omitirán.</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>&amp;Import {0}</source>
        <translation>&amp;Importar {0}</translation>
    </message>
    <message>
        <source>Every player of this file</source>
        <translation>Cada jugador de este archivo</translation>
    </message>
    <message>
        <source>row {0}: {1}</source>
        <translation>fila {0}: {1}</translation>
    </message>
    <message>
        <source>Nothing imported: {0}</source>
        <translation>No se importó nada: {0}</translation>
    </message>
</context>
<context>
    <name>DrawLotsDialog</name>
    <message>
        <source>Draw lots for the pairing numbers</source>
        <translation>Sortear los números iniciales</translation>
    </message>
    <message>
        <source>C.05: the pairing numbers of a round-robin are drawn by lot before round 1; the Berger tables then give every round. Draw here from a seed (announce it: anyone can repeat the draw), with the Varma tables to keep federations apart, or type the numbers drawn at the venue.</source>
        <translation>C.05: los números iniciales de una liga se sortean antes de la ronda 1; las tablas de Berger dan luego cada ronda. Sortee aquí a partir de una semilla (anúnciela: cualquiera puede repetir el sorteo), con las tablas de Varma para separar federaciones, o escriba los números sorteados en la sala.</translation>
    </message>
    <message>
        <source>&amp;Seeded draw</source>
        <translation>Sorteo con &amp;semilla</translation>
    </message>
    <message>
        <source>&amp;Varma (by federation)</source>
        <translation>&amp;Varma (por federación)</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>A &amp;mano</translation>
    </message>
    <message>
        <source>The Varma tables cover {0} to {1} players</source>
        <translation>Las tablas de Varma cubren de {0} a {1} jugadores</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Semi&amp;lla:</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Nueva semilla</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>&amp;Record the draw</source>
        <translation>&amp;Registrar el sorteo</translation>
    </message>
    <message>
        <source>Numbers given twice: {0}</source>
        <translation>Números dados dos veces: {0}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>A report was saved to:</source>
        <translation>Se guardó un informe en:</translation>
    </message>
    <message>
        <source>The report is on the console.</source>
        <translation>El informe está en la consola.</translation>
    </message>
    <message>
        <source>Swiss Arbiter hit an internal error. Your tournament data is not affected by this message; please send the report to the developers.</source>
        <translation>Swiss Arbiter encontró un error interno. Los datos del torneo no se ven afectados; envíe el informe a los desarrolladores.</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Error interno</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <source>Why this pairing</source>
        <translation>Por qué este emparejamiento</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explicar</translation>
    </message>
    <message>
        <source>Run the engine with its explanation trace for this round</source>
        <translation>Ejecutar el motor con su explicación para esta ronda</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Exportar como texto…</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>No explanation yet: pair the round, or press Explain to replay the engine.</source>
        <translation>Aún no hay explicación: empareje la ronda o pulse Explicar para repetir el motor.</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source> [NOT IN FIDE MODE]</source>
        <translation> [FUERA DEL MODO FIDE]</translation>
    </message>
    <message>
        <source>FIDE mode</source>
        <translation>Modo FIDE</translation>
    </message>
    <message>
        <source>NOT IN FIDE MODE — left in round {0}</source>
        <translation>FUERA DEL MODO FIDE — abandonado en la ronda {0}</translation>
    </message>
    <message>
        <source>Reading and re-checking {0}…</source>
        <translation>Leyendo y volviendo a comprobar {0}…</translation>
    </message>
    <message>
        <source>Import of {0} cancelled: nothing was made</source>
        <translation>Importación de {0} cancelada: no se creó nada</translation>
    </message>
    <message>
        <source>Could not import {0}</source>
        <translation>No se pudo importar {0}</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importar TRF</translation>
    </message>
</context>
<context>
    <name>FideModeActions</name>
    <message>
        <source>&amp;Leave FIDE mode…</source>
        <translation>&amp;Salir del modo FIDE…</translation>
    </message>
    <message>
        <source>Leave FIDE mode for good (two-step warning)</source>
        <translation>Salir definitivamente del modo FIDE (aviso en dos pasos)</translation>
    </message>
    <message>
        <source>Edit pairing by &amp;hand</source>
        <translation>Editar el emparejamiento a &amp;mano</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing (check against the engine)</source>
        <translation>Termi&amp;nar el emparejamiento manual (comparar con el motor)</translation>
    </message>
    <message>
        <source> · manual pairing of round {0} open</source>
        <translation> · emparejamiento manual de la ronda {0} abierto</translation>
    </message>
    <message>
        <source>Left FIDE mode for good: every TRF written starts with &apos;{0}&apos;</source>
        <translation>Modo FIDE abandonado definitivamente: cada TRF escrito empieza por &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>In FIDE mode the program refuses or warns about every change FIDE&apos;s endorsement checklist forbids</source>
        <translation>En modo FIDE el programa rechaza o advierte de cada cambio que prohíbe la lista de comprobación de homologación de la FIDE</translation>
    </message>
    <message>
        <source>En&amp;d manual pairing of round {0} (check against the engine)</source>
        <translation>Termi&amp;nar el emparejamiento manual de la ronda {0} (comparar con el motor)</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Salir del modo FIDE</translation>
    </message>
    <message>
        <source>Why does the tournament leave FIDE mode? (written into the TRF)</source>
        <translation>¿Por qué sale el torneo del modo FIDE? (se escribe en el TRF)</translation>
    </message>
    <message>
        <source>The tournament left FIDE mode (written into the TRF)</source>
        <translation>El torneo salió del modo FIDE (escrito en el TRF)</translation>
    </message>
    <message>
        <source>Manual pairing</source>
        <translation>Emparejamiento manual</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started: edit the boards (right-click), then Round &gt; End manual pairing</source>
        <translation>Emparejamiento manual de la ronda {0} iniciado: edite los tableros (clic derecho) y luego Ronda &gt; Terminar el emparejamiento manual</translation>
    </message>
    <message>
        <source>Round {0}: the engine pairs the round to compare…</source>
        <translation>Ronda {0}: el motor empareja la ronda para comparar…</translation>
    </message>
    <message>
        <source>The tournament changed while the engine paired: end the manual pairing again</source>
        <translation>El torneo cambió mientras el motor emparejaba: termine de nuevo el emparejamiento manual</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: it differs from the engine&apos;s ({1})</source>
        <translation>Emparejamiento manual de la ronda {0} terminado: difiere del del motor ({1})</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} ended: same as the engine&apos;s</source>
        <translation>Emparejamiento manual de la ronda {0} terminado: igual al del motor</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Emparejar la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0} is fixed in FIDE mode: nothing was changed</source>
        <translation>La ronda {0} está fijada en modo FIDE: no se cambió nada</translation>
    </message>
    <message>
        <source>Correction for the rating report</source>
        <translation>Corrección para el informe de Elo</translation>
    </message>
    <message>
        <source>Round {0}: {1} recorded for the rating report only; pairings and standings keep the result entered ({2} in the TRF)</source>
        <translation>Ronda {0}: {1} registrado solo para el informe de Elo; emparejamientos y clasificaciones conservan el resultado introducido ({2} en el TRF)</translation>
    </message>
    <message>
        <source>Correction of an older round</source>
        <translation>Corrección de una ronda anterior</translation>
    </message>
    <message>
        <source>In FIDE mode the results of round {0} are fixed: only the round being played and the one before it can change.</source>
        <translation>En modo FIDE los resultados de la ronda {0} están fijados: solo pueden cambiar la ronda en juego y la anterior.</translation>
    </message>
    <message>
        <source>Correct it for the rating report only? Pairings and standings keep the result entered; the TRF lists the correction as a {0} line.</source>
        <translation>¿Corregirlo solo para el informe de Elo? Emparejamientos y clasificaciones conservan el resultado introducido; el TRF indica la corrección en una línea {0}.</translation>
    </message>
    <message>
        <source>Correct for the &amp;rating report</source>
        <translation>Corregir para el informe de &amp;Elo</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>A FIDE ID is up to 10 digits (leave it blank for a player without one).</source>
        <translation>Un ID FIDE tiene hasta 10 cifras (déjelo vacío para un jugador sin él).</translation>
    </message>
    <message>
        <source>A rating is a whole number (leave it blank for an unrated player).</source>
        <translation>Un Elo es un número entero (déjelo vacío para un jugador sin Elo).</translation>
    </message>
    <message>
        <source>A rating lies between {0} and {1} (blank: unrated).</source>
        <translation>Un Elo está entre {0} y {1} (vacío: sin Elo).</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>The {0} year is not plausible.</source>
        <translation>{0}: el año no es plausible.</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or just the year</source>
        <translation>AAAA/MM/DD o solo el año</translation>
    </message>
    <message>
        <source>Write the {0} as {1}.</source>
        <translation>Escriba la {0} como {1}.</translation>
    </message>
    <message>
        <source>The {0} {1} does not exist.</source>
        <translation>La {0} {1} no existe.</translation>
    </message>
    <message>
        <source>{0} is not a FIDE federation code (e.g. GER, NED, USA, FID).</source>
        <translation>{0} no es un código de federación FIDE (p. ej. GER, NED, USA, FID).</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Copy the tournament file under a new name, go on there</source>
        <translation>Copiar el archivo del torneo con otro nombre y seguir en la copia</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Torneo sin nombre</translation>
    </message>
    <message>
        <source>TRF imported</source>
        <translation>TRF importado</translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} rounds taken over. </source>
        <translation>{0}: {1} jugadores, {2} rondas incorporadas. </translation>
    </message>
    <message>
        <source>{0} remark(s) from the file (Show Details).</source>
        <translation>{0} observación(es) sobre el archivo (Mostrar detalles).</translation>
    </message>
    <message>
        <source>Save the tournament as</source>
        <translation>Guardar el torneo como</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Torneos de Swiss Arbiter (*{0})</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>A TRF holds no withdrawals, no late-entry rule, no bye limit and no byes for rounds after the next one: check them under Tournament &gt; Byes and Tournament details.</source>
        <translation>Un TRF no contiene retiradas, ni regla de inscripción tardía, ni límite de byes, ni byes para rondas posteriores a la siguiente: revíselos en Torneo &gt; Byes y Datos del torneo.</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Restaurar la copia de seguridad más reciente</translation>
    </message>
    <message>
        <source>&amp;Open this older state</source>
        <translation>&amp;Abrir este estado anterior</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 cambio</translation>
    </message>
    <message>
        <source>{0} changes</source>
        <translation>{0} cambios</translation>
    </message>
    <message>
        <source>“{0}” is missing its newest changes</source>
        <translation>A «{0}» le faltan sus últimos cambios</translation>
    </message>
    <message>
        <source>The file holds {0}, but {1} were saved in it</source>
        <translation>El archivo contiene {0}, pero se guardaron {1}</translation>
    </message>
    <message>
        <source> (the last on {0})</source>
        <translation> (el último el {0})</translation>
    </message>
    <message>
        <source>. Most likely its companion file “{0}-wal”, where the newest changes wait before they are folded into the file, was deleted or not copied along with it.</source>
        <translation>. Lo más probable es que su archivo acompañante «{0}-wal», donde esperan los últimos cambios antes de integrarse en el archivo, se borrara o no se copiara con él.</translation>
    </message>
    <message>
        <source>Nothing has been changed. If the file was copied from elsewhere, open the original (with its “-wal” file beside it) instead.</source>
        <translation>No se ha cambiado nada. Si el archivo se copió de otro sitio, abra en su lugar el original (con su archivo «-wal» al lado).</translation>
    </message>
    <message>
        <source>“{0}” is damaged</source>
        <translation>«{0}» está dañado</translation>
    </message>
    <message>
        <source> at change {0}</source>
        <translation> en el cambio {0}</translation>
    </message>
    <message>
        <source>Its contents do not match their checksums{0}: the file was damaged on the disk, or changed by another program. It is left exactly as it is.</source>
        <translation>Su contenido no coincide con sus sumas de control{0}: el archivo se dañó en el disco o lo cambió otro programa. Se deja exactamente como está.</translation>
    </message>
    <message>
        <source>The newest good backup was made {0}: “{1}”. Restoring it keeps this file beside it, renamed.</source>
        <translation>La copia buena más reciente es de {0}: «{1}». Al restaurarla, este archivo se conserva al lado, con otro nombre.</translation>
    </message>
    <message>
        <source>There is no backup of it to go back to.</source>
        <translation>No hay ninguna copia de seguridad a la que volver.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Go on from the state in the file: the missing changes are given up for good</source>
        <translation>Seguir desde el estado del archivo: los cambios que faltan se pierden definitivamente</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Publish to folder</source>
        <translation>Publicar en una carpeta</translation>
    </message>
    <message>
        <source>The event&apos;s pages (published rounds, results, standings, crosstable, player cards) are written into this folder, to open in any browser or copy to a web site. Press F9 after each round to write them again.</source>
        <translation>Las páginas del torneo (rondas publicadas, resultados, clasificaciones, tabla cruzada, fichas) se escriben en esta carpeta, para abrirlas en cualquier navegador o copiarlas a un sitio web. Pulse F9 tras cada ronda para volver a escribirlas.</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>&amp;Idioma de las páginas:</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publicar</translation>
    </message>
    <message>
        <source>Folder of the site</source>
        <translation>Carpeta del sitio</translation>
    </message>
</context>
<context>
    <name>HalfByeMark</name>
    <message>
        <source>&amp;Half-point byes not allowed (tournament rules)</source>
        <translation>&amp;Byes de medio punto no permitidos (bases del torneo)</translation>
    </message>
    <message>
        <source>The tournament does not allow this player a half-point bye: the program refuses one until the mark is lifted</source>
        <translation>El torneo no permite a este jugador un bye de medio punto: el programa lo rechaza hasta que se quite la marca</translation>
    </message>
    <message>
        <source>&amp;Why no half-point byes</source>
        <translation>&amp;Por qué no hay byes de medio punto</translation>
    </message>
    <message>
        <source>e.g. qualifier rules: no byes in the last three rounds</source>
        <translation>p. ej. bases clasificatorias: sin byes en las tres últimas rondas</translation>
    </message>
    <message>
        <source>no H</source>
        <translation>sin H</translation>
    </message>
    <message>
        <source>not allowed a half-point bye (player form)</source>
        <translation>bye de medio punto no permitido (ficha del jugador)</translation>
    </message>
    <message>
        <source>Not allowed a half-point bye{why}</source>
        <translation>Bye de medio punto no permitido{why}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Swiss Arbiter — manual</source>
        <translation>Swiss Arbiter — manual</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>the board number, then Enter or Tab</source>
        <translation>el número de tablero y luego Intro o Tab</translation>
    </message>
    <message>
        <source>Board field</source>
        <translation>Campo Tablero</translation>
    </message>
    <message>
        <source>1 · 0 · = or 5</source>
        <translation>1 · 0 · = o 5</translation>
    </message>
    <message>
        <source>clear a result</source>
        <translation>borrar un resultado</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Supr</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>tablero anterior / siguiente</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Arriba / Abajo</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Alt and the underlined letter opens a menu; every dialog has its own Alt keys.</source>
        <translation>Alt y la letra subrayada abren un menú; cada diálogo tiene sus propias teclas Alt.</translation>
    </message>
</context>
<context>
    <name>InitialOrderDialog</name>
    <message>
        <source>Initial order and pairing numbers</source>
        <translation>Orden inicial y números iniciales</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>&amp;Sort by rating, title, name</source>
        <translation>&amp;Ordenar por Elo, título, nombre</translation>
    </message>
    <message>
        <source>Equal players by &amp;lot</source>
        <translation>Jugadores iguales por &amp;sorteo</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>S&amp;ubir</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Loc&amp;k pairing numbers</source>
        <translation>Blo&amp;quear los números iniciales</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{0} gives No. {1}</source>
        <translation>{0} da el n.º {1}</translation>
    </message>
    <message>
        <source>Pairing numbers are locked: round {0} is paired.</source>
        <translation>Los números iniciales están bloqueados: la ronda {0} está emparejada.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked (untick to change them).</source>
        <translation>Los números iniciales están bloqueados (desmarque para cambiarlos).</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 ronda emparejada</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} rondas emparejadas</translation>
    </message>
    <message>
        <source>{0}: renumbering is still allowed until round {1} is paired (late entries, corrections).</source>
        <translation>{0}: renumerar sigue permitido hasta que se empareje la ronda {1} (inscripciones tardías, correcciones).</translation>
    </message>
    <message>
        <source>{0} Equal rating and title: ordered by lot (recorded in the file).</source>
        <translation>{0} Mismo Elo y título: orden por sorteo (guardado en el archivo).</translation>
    </message>
    <message>
        <source>{0} 1 player differs from {1} (grey).</source>
        <translation>{0} 1 jugador difiere de {1} (gris).</translation>
    </message>
    <message>
        <source>{0} {2} players differ from {1} (grey).</source>
        <translation>{0} {2} jugadores difieren de {1} (gris).</translation>
    </message>
    <message>
        <source>Before round 1: Sort puts every player in {0} order in one step.</source>
        <translation>Antes de la ronda 1: Ordenar pone a cada jugador en el orden de {0} de una vez.</translation>
    </message>
    <message>
        <source>Pairing numbers are locked.</source>
        <translation>Los números iniciales están bloqueados.</translation>
    </message>
    <message>
        <source>Only players of equal rating and title may change places (C.04.2: by lot).</source>
        <translation>Solo jugadores con el mismo Elo y título pueden cambiar de puesto (C.04.2: por sorteo).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Swiss Arbiter will be in {0} from its next start.</source>
        <translation>Swiss Arbiter estará en {0} a partir del próximo inicio.</translation>
    </message>
</context>
<context>
    <name>LateEntry</name>
    <message>
        <source>round 1</source>
        <translation>la ronda 1</translation>
    </message>
    <message>
        <source>rounds 1-{0}</source>
        <translation>las rondas 1-{0}</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Este jugador</translation>
    </message>
    <message>
        <source>{0} is a late entry: she has missed {1}.</source>
        <translation>{0} es una inscripción tardía: se ha perdido {1}.</translation>
    </message>
    <message>
        <source>{0} is a late entry: he has missed {1}.</source>
        <translation>{0} es una inscripción tardía: se ha perdido {1}.</translation>
    </message>
    <message>
        <source>{0} is a late entry and has missed {1}.</source>
        <translation>{0} es una inscripción tardía y se ha perdido {1}.</translation>
    </message>
    <message>
        <source>C.04.2 C.2: a late entrant is not paired for the missed rounds and scores no points for them, unless the tournament rules say otherwise.

What do this tournament&apos;s rules give for the missed rounds? The answer applies to every late entrant (Tournament &gt; Tournament details shows it).</source>
        <translation>C.04.2 C.2: un jugador inscrito tarde no se empareja en las rondas perdidas y no puntúa en ellas, salvo que las bases del torneo digan otra cosa.

¿Qué dan las bases de este torneo por las rondas perdidas? La respuesta vale para cada inscripción tardía (Torneo &gt; Datos del torneo la muestra).</translation>
    </message>
    <message>
        <source>&amp;Zero-point byes</source>
        <translation>Byes de &amp;cero puntos</translation>
    </message>
    <message>
        <source>&amp;Half-point byes</source>
        <translation>Byes de &amp;medio punto</translation>
    </message>
</context>
<context>
    <name>LivePageDialog</name>
    <message>
        <source>Live page on the local network</source>
        <translation>Página en directo en la red local</translation>
    </message>
    <message>
        <source>Players open the address on their phones, or scan the code, on the venue&apos;s network. Only published rounds and standings are shown; the pages update themselves each time you publish (F9). Nothing can be changed from a phone.</source>
        <translation>Los jugadores abren la dirección en su móvil, o escanean el código, en la red de la sala. Solo se muestran las rondas y clasificaciones publicadas; las páginas se actualizan en cada publicación (F9). Desde un móvil no se puede cambiar nada.</translation>
    </message>
    <message>
        <source>{0} (this computer only)</source>
        <translation>{0} (solo este ordenador)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>Dir&amp;ección:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation>&amp;Idioma de las páginas:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>I&amp;niciar</translation>
    </message>
    <message>
        <source>P&amp;rint QR code…</source>
        <translation>Imp&amp;rimir código QR…</translation>
    </message>
    <message>
        <source>Save QR code as P&amp;DF…</source>
        <translation>Guardar código QR como P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Live page</source>
        <translation>Página en directo</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <source>Rounds shown: {0} · requests answered: {1}</source>
        <translation>Rondas mostradas: {0} · peticiones atendidas: {1}</translation>
    </message>
    <message>
        <source>Pairings, results and standings on your phone: scan the code</source>
        <translation>Emparejamientos, resultados y clasificaciones en su móvil: escanee el código</translation>
    </message>
    <message>
        <source>or type the address in a browser (venue network)</source>
        <translation>o escriba la dirección en un navegador (red de la sala)</translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation>Guardar código QR</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Deshacer: {0}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Rehacer: {0}</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Ningún torneo abierto</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Import TRF as a new tournament…</source>
        <translation>&amp;Importar TRF como torneo nuevo…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About {0}</source>
        <translation>A&amp;cerca de {0}</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Emparejar la ronda siguiente</translation>
    </message>
    <message>
        <source>&amp;Cancel pairing</source>
        <translation>&amp;Cancelar el emparejamiento</translation>
    </message>
    <message>
        <source>P&amp;ublish round</source>
        <translation>P&amp;ublicar la ronda</translation>
    </message>
    <message>
        <source>U&amp;npair round</source>
        <translation>&amp;Deshacer el emparejamiento</translation>
    </message>
    <message>
        <source>Enter &amp;results</source>
        <translation>Introducir &amp;resultados</translation>
    </message>
    <message>
        <source>&amp;Import results from TRF…</source>
        <translation>&amp;Importar resultados de un TRF…</translation>
    </message>
    <message>
        <source>E&amp;xplain pairing</source>
        <translation>E&amp;xplicar el emparejamiento</translation>
    </message>
    <message>
        <source>Export explanation as &amp;text…</source>
        <translation>Exportar la explicación como &amp;texto…</translation>
    </message>
    <message>
        <source>&amp;Why not A against B?…</source>
        <translation>¿&amp;Por qué no A contra B?…</translation>
    </message>
    <message>
        <source>Ask the engine why two players are not paired: the answer in words, printable</source>
        <translation>Preguntar al motor por qué dos jugadores no están emparejados: la respuesta en palabras, imprimible</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Pairing round {0}…</source>
        <translation>Emparejando la ronda {0}…</translation>
    </message>
    <message>
        <source>Pairing: {0}</source>
        <translation>Emparejamiento: {0}</translation>
    </message>
    <message>
        <source>Round {0} paired — check it, then publish</source>
        <translation>Ronda {0} emparejada — revísela y luego publíquela</translation>
    </message>
    <message>
        <source>Round {0}: the tournament changed while pairing</source>
        <translation>Ronda {0}: el torneo cambió durante el emparejamiento</translation>
    </message>
    <message>
        <source>&amp;Pair round {0}</source>
        <translation>&amp;Emparejar la ronda {0}</translation>
    </message>
    <message>
        <source>Find a player: name, number, federation, FIDE ID…</source>
        <translation>Buscar jugador: nombre, número, federación, ID FIDE…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>Abriendo {0}…</translation>
    </message>
    <message>
        <source>Restored {0}; the file as it was is kept as {1}</source>
        <translation>{0} restaurado; el archivo tal como estaba se guarda como {1}</translation>
    </message>
    <message>
        <source>{0} — a TRF file, shown read-only (File &gt; Import TRF to work on it)</source>
        <translation>{0} — un archivo TRF, solo lectura (Archivo &gt; Importar TRF para trabajar con él)</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Deshecho: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Rehecho: {0}</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Guardado: {0}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Could not open {0}</source>
        <translation>No se pudo abrir {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Tournaments (*{0} *.trf *.trfx *.txt);;Swiss Arbiter tournaments (*{0});;Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Torneos (*{0} *.trf *.trfx *.txt);;Torneos de Swiss Arbiter (*{0});;Archivos de informe de torneo (*.trf *.trfx *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>Nuevo archivo de torneo</translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation>Torneos de Swiss Arbiter (*{0})</translation>
    </message>
    <message>
        <source>Import a TRF file</source>
        <translation>Importar un archivo TRF</translation>
    </message>
    <message>
        <source>Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Archivos de informe de torneo (*.trf *.trfx *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation>Torneo sin nombre</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} jugadores</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 jugador</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronda {0}</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Ronda {0}: {1}</translation>
    </message>
    <message>
        <source>Round {0} ▸</source>
        <translation>Ronda {0} ▸</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>Acerca de {0}</translation>
    </message>
    <message>
        <source>Runs a FIDE-rated Swiss tournament at the venue: registration, pairings (FIDE Dutch System), results, standings and the FIDE report file.</source>
        <translation>Dirige un torneo suizo valedero para Elo FIDE en la sala: inscripción, emparejamientos (sistema holandés FIDE), resultados, clasificaciones y el archivo de informe FIDE.</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Versión {0}</translation>
    </message>
    <message>
        <source>{0} rounds, {1} paired</source>
        <translation>{0} rondas, {1} emparejadas</translation>
    </message>
    <message>
        <source>{0} rounds paired</source>
        <translation>{0} rondas emparejadas</translation>
    </message>
    <message>
        <source>1 round paired</source>
        <translation>1 ronda emparejada</translation>
    </message>
    <message>
        <source>chief arbiter {0}</source>
        <translation>árbitro principal {0}</translation>
    </message>
</context>
<context>
    <name>NextRoundPage</name>
    <message>
        <source>Round {0}: before pairing</source>
        <translation>Ronda {0}: antes del emparejamiento</translation>
    </message>
    <message>
        <source>Enter or “Fix selected” applies the fix of the selected item · Ctrl+Shift+P pairs the round · the rest of the window stays usable while it pairs</source>
        <translation>Intro o «Corregir selección» aplica la corrección del elemento elegido · Ctrl+Mayús+P empareja la ronda · el resto de la ventana sigue disponible mientras empareja</translation>
    </message>
    <message>
        <source>Fix selected</source>
        <translation>Corregir selección</translation>
    </message>
    <message>
        <source>Apply the one-click fix of the selected check (Enter)</source>
        <translation>Aplicar con un clic la corrección del punto elegido (Intro)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Emparejar la ronda {0}</translation>
    </message>
    <message>
        <source>Resolve this before pairing</source>
        <translation>Resolver antes de emparejar</translation>
    </message>
    <message>
        <source>Nothing to check: ready to pair</source>
        <translation>Nada que comprobar: listo para emparejar</translation>
    </message>
    <message>
        <source> — resolve the items with the stop icon first</source>
        <translation> — resuelva primero los puntos con el icono de stop</translation>
    </message>
    <message>
        <source>{0} players to pair, {1} not paired (byes, absences, withdrawals)</source>
        <translation>{0} jugadores por emparejar, {1} sin emparejar (byes, ausencias, retiradas)</translation>
    </message>
</context>
<context>
    <name>NormFieldsDialog</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>1.4.3a: final of a national (adult) championship</source>
        <translation>1.4.3a: final de un campeonato nacional (absoluto)</translation>
    </message>
    <message>
        <source>1.4.3b: national team championship</source>
        <translation>1.4.3b: campeonato nacional por equipos</translation>
    </message>
    <message>
        <source>1.4.3c: zonal or sub-zonal tournament</source>
        <translation>1.4.3c: torneo zonal o subzonal</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Función</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Norm forms: IT1 and IT3 fields</source>
        <translation>Formularios de norma: campos de IT1 e IT3</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s &amp;FIDE ID</source>
        <translation>&amp;ID FIDE del árbitro principal</translation>
    </message>
    <message>
        <source>&amp;Organiser</source>
        <translation>&amp;Organizador</translation>
    </message>
    <message>
        <source>&amp;Venue</source>
        <translation>&amp;Sede</translation>
    </message>
    <message>
        <source>Federation &amp;confirming the result</source>
        <translation>Federación que &amp;confirma el resultado</translation>
    </message>
    <message>
        <source>host federation (TRF 032)</source>
        <translation>federación organizadora (TRF 032)</translation>
    </message>
    <message>
        <source>Federation officia&amp;l</source>
        <translation>&amp;Responsable de la federación</translation>
    </message>
    <message>
        <source>1.4.3a-c &amp;event</source>
        <translation>&amp;Torneo 1.4.3a-c</translation>
    </message>
    <message>
        <source>Norm event conditions confirmed by the arbiter:</source>
        <translation>Condiciones del torneo de normas confirmadas por el árbitro:</translation>
    </message>
    <message>
        <source>Arbiters (the IT3 names all of them; TRF 102/112 are added):</source>
        <translation>Árbitros (el IT3 los nombra a todos; se añaden los TRF 102/112):</translation>
    </message>
    <message>
        <source>&amp;Add arbiter</source>
        <translation>&amp;Añadir árbitro</translation>
    </message>
    <message>
        <source>&amp;Remove arbiter</source>
        <translation>&amp;Quitar árbitro</translation>
    </message>
    <message>
        <source>Norm forms</source>
        <translation>Formularios de norma</translation>
    </message>
</context>
<context>
    <name>NormScreenDialog</name>
    <message>
        <source>Norm screen</source>
        <translation>Panel de normas</translation>
    </message>
    <message>
        <source>Computing the norms…</source>
        <translation>Calculando las normas…</translation>
    </message>
    <message>
        <source>&amp;IT1 certificate…</source>
        <translation>Certificado &amp;IT1…</translation>
    </message>
    <message>
        <source>IT1 re&amp;mark…</source>
        <translation>&amp;Observación IT1…</translation>
    </message>
    <message>
        <source>Norm &amp;forms…</source>
        <translation>&amp;Formularios de norma…</translation>
    </message>
    <message>
        <source>&amp;Print norm screen…</source>
        <translation>Im&amp;primir el panel de normas…</translation>
    </message>
    <message>
        <source>IT&amp;3 report…</source>
        <translation>Informe IT&amp;3…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Computing the norms of {0} players…</source>
        <translation>Calculando las normas de {0} jugadores…</translation>
    </message>
    <message>
        <source>1 norm</source>
        <translation>1 norma</translation>
    </message>
    <message>
        <source>{0} norms</source>
        <translation>{0} normas</translation>
    </message>
    <message>
        <source>, {0} possible with the result of the round being played · after round {1} of {2} · host federation {3}</source>
        <translation>, {0} posible(s) con el resultado de la ronda en juego · tras la ronda {1} de {2} · federación organizadora {3}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(no indicada)</translation>
    </message>
    <message>
        <source> · {0} met in every round: the federation mix is waived where needed</source>
        <translation> · {0} cumplido en cada ronda: se dispensa la mezcla de federaciones donde haga falta</translation>
    </message>
    <message>
        <source> · a {0} event: the federation mix is waived where needed</source>
        <translation> · un torneo {0}: se dispensa la mezcla de federaciones donde haga falta</translation>
    </message>
    <message>
        <source> · {0} not met ({1})</source>
        <translation> · {0} no cumplido ({1})</translation>
    </message>
    <message>
        <source> · a {0} event: no norms</source>
        <translation> · un torneo {0}: sin normas</translation>
    </message>
    <message>
        <source>Select a title cell.</source>
        <translation>Elija una celda de título.</translation>
    </message>
    <message>
        <source>IT1 remark</source>
        <translation>Observación IT1</translation>
    </message>
    <message>
        <source>Special remark on the {0} certificate of {1}:</source>
        <translation>Observación especial en el certificado {0} de {1}:</translation>
    </message>
</context>
<context>
    <name>NormScreenModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Man</source>
        <translation>Hombre</translation>
    </message>
    <message>
        <source>Woman</source>
        <translation>Mujer</translation>
    </message>
    <message>
        <source>Edit player No. {0}</source>
        <translation>Editar el jugador n.º {0}</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Surname, Given names</source>
        <translation>Apellidos, Nombre</translation>
    </message>
    <message>
        <source>&amp;Sex</source>
        <translation>&amp;Sexo</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>&amp;Rating</source>
        <translation>&amp;Elo</translation>
    </message>
    <message>
        <source>blank: unrated</source>
        <translation>vacío: sin Elo</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Federación</translation>
    </message>
    <message>
        <source>FIDE &amp;ID</source>
        <translation>&amp;ID FIDE</translation>
    </message>
    <message>
        <source>digits</source>
        <translation>cifras</translation>
    </message>
    <message>
        <source>&amp;Birth date</source>
        <translation>Fecha de naci&amp;miento</translation>
    </message>
    <message>
        <source>YYYY/MM/DD or YYYY</source>
        <translation>AAAA/MM/DD o AAAA</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>club or team</source>
        <translation>club o equipo</translation>
    </message>
    <message>
        <source>R&amp;eason</source>
        <translation>Moti&amp;vo</translation>
    </message>
    <message>
        <source>why the data changes (kept in the log)</source>
        <translation>por qué cambian los datos (queda en el registro)</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>fecha de nacimiento</translation>
    </message>
    <message>
        <source>No. {0} has the same name and birth year; press OK again to register this player anyway.</source>
        <translation>El n.º {0} tiene el mismo nombre y año de nacimiento; pulse Aceptar otra vez para inscribir a este jugador de todos modos.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Corrija los campos marcados en rojo.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Pairing number (starting rank)</source>
        <translation>Número inicial (orden de salida)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>FIDE title</source>
        <translation>Título FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Name as in the FIDE rating list</source>
        <translation>Nombre como en la lista de Elo FIDE</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>FIDE rating (blank: unrated)</source>
        <translation>Elo FIDE (vacío: sin Elo)</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>FIDE identification number</source>
        <translation>Número de identificación FIDE</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos</translation>
    </message>
    <message>
        <source>Points from the results entered so far</source>
        <translation>Puntos de los resultados introducidos hasta ahora</translation>
    </message>
    <message>
        <source>{0}: withdrawn from round {1}</source>
        <translation>{0}: retirado desde la ronda {1}</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>{0}, born {1}</source>
        <translation>{0}, nacido/a el {1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Projector view</source>
        <translation>Vista de proyector</translation>
    </message>
    <message>
        <source>No round published yet</source>
        <translation>Aún no hay rondas publicadas</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source> (this window&apos;s screen)</source>
        <translation> (pantalla de esta ventana)</translation>
    </message>
    <message>
        <source>Show on:</source>
        <translation>Mostrar en:</translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <source>Re&amp;ports</source>
        <translation>&amp;Informes</translation>
    </message>
    <message>
        <source>Publish to &amp;folder…</source>
        <translation>Publicar en una car&amp;peta…</translation>
    </message>
    <message>
        <source>Publish a&amp;gain</source>
        <translation>Pu&amp;blicar de nuevo</translation>
    </message>
    <message>
        <source>&amp;Live page on the local network…</source>
        <translation>Página en &amp;directo en la red local…</translation>
    </message>
    <message>
        <source>Pro&amp;jector view…</source>
        <translation>Vista de pro&amp;yector…</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>Published rounds 1-{0} to {1}</source>
        <translation>Rondas 1-{0} publicadas en {1}</translation>
    </message>
    <message>
        <source>Published (no round yet) to {0}</source>
        <translation>Publicado (aún sin rondas) en {0}</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publicar</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <source>Add players from the FIDE rating list</source>
        <translation>Añadir jugadores de la lista de Elo FIDE</translation>
    </message>
    <message>
        <source>No list loaded.</source>
        <translation>No hay ninguna lista cargada.</translation>
    </message>
    <message>
        <source>Name fragments in any order, or the FIDE ID</source>
        <translation>Partes del nombre en cualquier orden, o el ID FIDE</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nac.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Indicador</translation>
    </message>
    <message>
        <source>&amp;Compare registered players…</source>
        <translation>&amp;Comparar los jugadores inscritos…</translation>
    </message>
    <message>
        <source>Load another &amp;list…</source>
        <translation>Cargar otra &amp;lista…</translation>
    </message>
    <message>
        <source>The list loaded is kept for this session; load another</source>
        <translation>La lista cargada se conserva en esta sesión; cargar otra</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Leyendo {0}…</translation>
    </message>
    <message>
        <source>{0}: {1} players</source>
        <translation>{0}: {1} jugadores</translation>
    </message>
    <message>
        <source>, list {0}</source>
        <translation>, lista {0}</translation>
    </message>
    <message>
        <source>, file dated {0}</source>
        <translation>, archivo del {0}</translation>
    </message>
    <message>
        <source> — older than this month&apos;s list: download the current one</source>
        <translation> — más antigua que la lista de este mes: descargue la actual</translation>
    </message>
    <message>
        <source>already registered</source>
        <translation>ya inscrito</translation>
    </message>
    <message>
        <source>More than {0} players match; the first {1} are shown. Narrow the search: add a first name (or its first letters), a second word of the name, or type the FIDE ID</source>
        <translation>Coinciden más de {0} jugadores; se muestran los {1} primeros. Acote la búsqueda: añada un nombre de pila (o sus primeras letras), otra palabra del nombre, o escriba el ID FIDE</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 coincidencia</translation>
    </message>
    <message>
        <source>{0} matches</source>
        <translation>{0} coincidencias</translation>
    </message>
    <message>
        <source>Load a list first.</source>
        <translation>Cargue primero una lista.</translation>
    </message>
    <message>
        <source>No player to add: type part of a name or a FIDE ID.</source>
        <translation>Ningún jugador que añadir: escriba parte de un nombre o un ID FIDE.</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} añadido.</translation>
    </message>
</context>
<context>
    <name>RatingMethod</name>
    <message>
        <source>Rating method and national ratings</source>
        <translation>Método de clasificación y Elo nacionales</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>&amp;Método de clasificación y Elo nacionales…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172: cómo ordenan a los jugadores el Elo FIDE y los nacionales</translation>
    </message>
    <message>
        <source>The tournament rating orders the pairing numbers (C.04.2 B.2). Type national IDs and ratings in the table (arrows move, type or F2 to edit, Enter keeps), or import a CSV with the columns No. (or FIDE ID, or Name), National ID and National rating.</source>
        <translation>El Elo del torneo ordena los números iniciales (C.04.2 B.2). Escriba los ID y Elo nacionales en la tabla (las flechas mueven, escribir o F2 edita, Intro guarda), o importe un CSV con las columnas N.º (o ID FIDE, o nombre), ID nacional y Elo nacional.</translation>
    </message>
    <message>
        <source>Rating &amp;method</source>
        <translation>&amp;Método de clasificación</translation>
    </message>
    <message>
        <source>Rating &amp;federation</source>
        <translation>&amp;Federación de los Elo</translation>
    </message>
    <message>
        <source>three letters, e.g. NOR</source>
        <translation>tres letras, p. ej. NOR</translation>
    </message>
    <message>
        <source>&amp;Title event (norms possible: TRF records 182, 192, 202, 250, 260 required)</source>
        <translation>&amp;Torneo con normas (normas posibles: se requieren los registros TRF 182, 192, 202, 250, 260)</translation>
    </message>
    <message>
        <source>&amp;Renumber the players by the tournament rating now</source>
        <translation>&amp;Renumerar ahora los jugadores según el Elo del torneo</translation>
    </message>
    <message>
        <source>Pairing numbers are frozen: round {round} is paired</source>
        <translation>Los números iniciales están fijados: la ronda {round} está emparejada</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importar CSV…</translation>
    </message>
    <message>
        <source>National ratings from a CSV file</source>
        <translation>Elo nacionales de un archivo CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Archivos CSV (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>{name}: {found} player(s) found</source>
        <translation>{name}: {found} jugador(es) encontrado(s)</translation>
    </message>
    <message>
        <source>; {count} row(s) not taken: {shown}</source>
        <translation>; {count} fila(s) no incorporada(s): {shown}</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Fed.</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>National ID</source>
        <translation>ID nacional</translation>
    </message>
    <message>
        <source>National rating</source>
        <translation>Elo nacional</translation>
    </message>
    <message>
        <source>Tournament rating</source>
        <translation>Elo del torneo</translation>
    </message>
    <message>
        <source>New No.</source>
        <translation>Nuevo n.º</translation>
    </message>
    <message>
        <source>Give the federation of the national ratings (three letters).</source>
        <translation>Indique la federación de los Elo nacionales (tres letras).</translation>
    </message>
    <message>
        <source>A federation is three letters, not {text!r}.</source>
        <translation>Una federación son tres letras, no {text!r}.</translation>
    </message>
    <message>
        <source>A national rating is a whole number from 0 to 9999 (blank: none).</source>
        <translation>Un Elo nacional es un número entero de 0 a 9999 (vacío: ninguno).</translation>
    </message>
    <message>
        <source>{moved} player(s) would change pairing number by this method.</source>
        <translation>{moved} jugador(es) cambiaría(n) de número inicial con este método.</translation>
    </message>
    <message>
        <source>The pairing numbers already follow this method.</source>
        <translation>Los números iniciales ya siguen este método.</translation>
    </message>
    <message>
        <source>Working out the pairing numbers…</source>
        <translation>Calculando los números iniciales…</translation>
    </message>
    <message>
        <source>Rating method {method} saved</source>
        <translation>Método de clasificación {method} guardado</translation>
    </message>
    <message>
        <source>; players renumbered</source>
        <translation>; jugadores renumerados</translation>
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
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Nac.</translation>
    </message>
    <message>
        <source>K (list)</source>
        <translation>K (lista)</translation>
    </message>
    <message>
        <source>K computed</source>
        <translation>K calculado</translation>
    </message>
    <message>
        <source>Rating type and K factors</source>
        <translation>Tipo de Elo y factores K</translation>
    </message>
    <message>
        <source>&amp;Rated for</source>
        <translation>&amp;Valedero para</translation>
    </message>
    <message>
        <source>Type K as the rating list prints it (SK/RK/BK). Blank: computed from the rating and the year of birth (B.02 §8.3.3); the file does not know the number of rated games or whether 2400 was ever reached.</source>
        <translation>Escriba K tal como lo imprime la lista de Elo (SK/RK/BK). Vacío: calculado a partir del Elo y del año de nacimiento (B.02 §8.3.3); el archivo no conoce el número de partidas computadas ni si alguna vez se alcanzó 2400.</translation>
    </message>
    <message>
        <source>No. {0} {1}: K &apos;{2}&apos; is not a whole number above 0</source>
        <translation>N.º {0} {1}: K &apos;{2}&apos; no es un número entero mayor que 0</translation>
    </message>
</context>
<context>
    <name>RegistrationDialog</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Filter: name, number, federation, FIDE ID… (Ctrl+F)</source>
        <translation>Filtro: nombre, número, federación, ID FIDE… (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>From FIDE &amp;list…</source>
        <translation>De la lista &amp;FIDE…</translation>
    </message>
    <message>
        <source>From &amp;CSV…</source>
        <translation>De &amp;CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 jugador</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} jugadores</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Elija primero un jugador.</translation>
    </message>
    <message>
        <source>Deleted {0} (Edit &gt; Undo brings the player back).</source>
        <translation>{0} borrado (Edición &gt; Deshacer recupera al jugador).</translation>
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
        <translation>Grande (mural)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exportar &amp;HTML…</translation>
    </message>
    <message>
        <source>Copy as &amp;CSV</source>
        <translation>Copiar como &amp;CSV</translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation>Calculando el informe…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Exportar HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>Archivos HTML (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>Table {0}</source>
        <translation>Tabla {0}</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>&amp;Pairings of round {r} by board</source>
        <translation>&amp;Emparejamientos de la ronda {r} por tablero</translation>
    </message>
    <message>
        <source>Pairings of round {r} by &amp;name (wall list)</source>
        <translation>Emparejamientos de la ronda {r} por &amp;nombre (lista mural)</translation>
    </message>
    <message>
        <source>&amp;Results of round {r}</source>
        <translation>&amp;Resultados de la ronda {r}</translation>
    </message>
    <message>
        <source>&amp;Standings after round {r}</source>
        <translation>&amp;Clasificación tras la ronda {r}</translation>
    </message>
    <message>
        <source>&amp;Crosstable after round {r}</source>
        <translation>&amp;Tabla cruzada tras la ronda {r}</translation>
    </message>
    <message>
        <source>Player car&amp;d after round {r}…</source>
        <translation>&amp;Ficha del jugador tras la ronda {r}…</translation>
    </message>
    <message>
        <source>Rating c&amp;hanges after round {r}</source>
        <translation>&amp;Variaciones de Elo tras la ronda {r}</translation>
    </message>
    <message>
        <source>Rating change of a pla&amp;yer after round {r}…</source>
        <translation>Variación de Elo de un &amp;jugador tras la ronda {r}…</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variación de Elo</translation>
    </message>
    <message>
        <source>No final standings yet: {0}</source>
        <translation>Aún no hay clasificación final: {0}</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Ficha del jugador</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>Performance and rating change</source>
        <translation>Performance y variación de Elo</translation>
    </message>
    <message>
        <source>List players without a board</source>
        <translation>Listar los jugadores sin tablero</translation>
    </message>
    <message>
        <source>Re&amp;ports</source>
        <translation>&amp;Informes</translation>
    </message>
    <message>
        <source>N&amp;orm screen (GM, IM, WGM, WIM; IT1, IT3)…</source>
        <translation>Panel de n&amp;ormas (GM, IM, WGM, WIM; IT1, IT3)…</translation>
    </message>
    <message>
        <source>Rating type and &amp;K factors…</source>
        <translation>Tipo de Elo y factores &amp;K…</translation>
    </message>
</context>
<context>
    <name>ResultsEntry</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Reason for the correction (or asked after the key)</source>
        <translation>Motivo de la corrección (o se pregunta tras la tecla)</translation>
    </message>
    <message>
        <source>There is no board {0}</source>
        <translation>No hay tablero {0}</translation>
    </message>
    <message>
        <source>No board is chosen</source>
        <translation>No hay ningún tablero elegido</translation>
    </message>
    <message>
        <source>{0}: type a board number from {1}, then the result</source>
        <translation>{0}: escriba un número de tablero de {1} y luego el resultado</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Swap colours</source>
        <translation>Cambiar colores</translation>
    </message>
    <message>
        <source>Exchange the colours of the selected board (manual change)</source>
        <translation>Cambiar los colores del tablero elegido (cambio manual)</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Intercambiar jugadores</translation>
    </message>
    <message>
        <source>Select two players (name cells, Ctrl+click) and exchange their places</source>
        <translation>Elegir dos jugadores (celdas de nombre, Ctrl+clic) e intercambiar sus puestos</translation>
    </message>
    <message>
        <source>Re-pair</source>
        <translation>Reemparejar</translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publicar</translation>
    </message>
    <message>
        <source>from the file</source>
        <translation>del archivo</translation>
    </message>
    <message>
        <source>published</source>
        <translation>publicada</translation>
    </message>
    <message>
        <source>draft — not published</source>
        <translation>borrador — sin publicar</translation>
    </message>
    <message>
        <source> · edited by hand</source>
        <translation> · modificada a mano</translation>
    </message>
    <message>
        <source> · {0} of {1} results missing</source>
        <translation> · faltan {0} de {1} resultados</translation>
    </message>
    <message>
        <source>Round {0} — {1}</source>
        <translation>Ronda {0} — {1}</translation>
    </message>
</context>
<context>
    <name>RoundRobin</name>
    <message>
        <source>Draw &amp;lots for the pairing numbers…</source>
        <translation>&amp;Sortear los números iniciales…</translation>
    </message>
    <message>
        <source>&amp;Schedule of all rounds</source>
        <translation>&amp;Calendario de todas las rondas</translation>
    </message>
    <message>
        <source>&amp;Berger table (pairing numbers)</source>
        <translation>Tabla de &amp;Berger (números iniciales)</translation>
    </message>
    <message>
        <source>&amp;Crosstable (round-robin grid)</source>
        <translation>&amp;Tabla cruzada (liga)</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Lines in order of place</source>
        <translation>Filas por orden de clasificación</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>Lots are drawn for a round-robin: choose &apos;Round-robin&apos; as the system in Tournament &gt; Tournament details first.</source>
        <translation>El sorteo es para una liga: elija primero &apos;Liga&apos; como sistema en Torneo &gt; Datos del torneo.</translation>
    </message>
    <message>
        <source>Round 1 is paired: the pairing numbers are fixed.</source>
        <translation>La ronda 1 está emparejada: los números iniciales son fijos.</translation>
    </message>
    <message>
        <source>Round {0} is the Berger table&apos;s: check it, then publish (Round &gt; Publish)</source>
        <translation>La ronda {0} es la de la tabla de Berger: revísela y luego publíquela (Ronda &gt; Publicar)</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Emparejar la ronda {0}</translation>
    </message>
    <message>
        <source>Round-ro&amp;bin</source>
        <translation>&amp;Liga</translation>
    </message>
</context>
<context>
    <name>RoundRobinDetails</name>
    <message>
        <source>Single round-robin</source>
        <translation>Liga a una vuelta</translation>
    </message>
    <message>
        <source>Double, last two rounds of cycle 1 reversed (C.05 Annex 1)</source>
        <translation>A doble vuelta, las dos últimas rondas de la vuelta 1 invertidas (C.05 anexo 1)</translation>
    </message>
    <message>
        <source>Double, the table&apos;s own order</source>
        <translation>A doble vuelta, en el orden de la tabla</translation>
    </message>
    <message>
        <source>Ro&amp;und-robin</source>
        <translation>&amp;Liga</translation>
    </message>
    <message>
        <source>{0} rounds</source>
        <translation>{0} rondas</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rondas</translation>
    </message>
    <message>
        <source>{0} players: {1} by the Berger tables (C.05 Annex 1). Draw lots for the pairing numbers before round 1 (Round-robin menu).</source>
        <translation>{0} jugadores: {1} según las tablas de Berger (C.05 anexo 1). Sortee los números iniciales antes de la ronda 1 (menú Liga).</translation>
    </message>
</context>
<context>
    <name>Rounds</name>
    <message>
        <source>1 = 1-0 · 0 = 0-1 · = or 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = adjourned · h = ½-0 · b = 0-½ · x = 0-0 · Del clears</source>
        <translation>1 = 1-0 · 0 = 0-1 · = o 5 = ½-½ · + = 1F-0F · − = 0F-1F · * = 0F-0F · a = aplazada · h = ½-0 · b = 0-½ · x = 0-0 · Supr borra</translation>
    </message>
    <message>
        <source>entry without opponent</source>
        <translation>entrada sin rival</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>sin emparejar</translation>
    </message>
    <message>
        <source>The pairing numbers are not drawn yet: Round-robin &gt; Draw lots ({0})</source>
        <translation>Los números iniciales aún no están sorteados: Liga &gt; Sortear ({0})</translation>
    </message>
    <message>
        <source>, {0} free</source>
        <translation>, {0} libre</translation>
    </message>
    <message>
        <source>, cycle {0}</source>
        <translation>, vuelta {0}</translation>
    </message>
    <message>
        <source>Berger table round {0}{1}: {2}{3}</source>
        <translation>Tabla de Berger ronda {0}{1}: {2}{3}</translation>
    </message>
    <message>
        <source> against No. {0} is a forfeit ({1})</source>
        <translation> contra el n.º {0} se pierde por incomparecencia ({1})</translation>
    </message>
    <message>
        <source> is free</source>
        <translation> queda libre</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}: his game{3}</source>
        <translation>{0} (n.º {1}) se retiró desde la ronda {2}: la partida{3}</translation>
    </message>
    <message>
        <source>manual: colours of board {0} exchanged ({1} now has White)</source>
        <translation>manual: colores del tablero {0} cambiados ({1} lleva ahora blancas)</translation>
    </message>
    <message>
        <source>manual: players {0} and {1} exchanged</source>
        <translation>manual: jugadores {0} y {1} intercambiados</translation>
    </message>
    <message>
        <source>manual: board {0} ({1}-{2}) removed</source>
        <translation>manual: tablero {0} ({1}-{2}) eliminado</translation>
    </message>
    <message>
        <source>manual: {0}-{1} paired by hand</source>
        <translation>manual: {0}-{1} emparejado a mano</translation>
    </message>
    <message>
        <source>The initial colour (White or Black for the first player) is not set</source>
        <translation>El color inicial (blancas o negras para el primer jugador) no está fijado</translation>
    </message>
    <message>
        <source>Set it to White</source>
        <translation>Fijar blancas</translation>
    </message>
    <message>
        <source>… or draw the initial colour by lot (recorded in the tournament file)</source>
        <translation>… o sortear el color inicial (se guarda en el archivo del torneo)</translation>
    </message>
    <message>
        <source>Draw it by lot</source>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>Round {0} is not published yet</source>
        <translation>La ronda {0} aún no está publicada</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Publicar la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2} – {3} has no result</source>
        <translation>Ronda {0}, tablero {1}: {2} – {3} no tiene resultado</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Introducir resultado</translation>
    </message>
    <message>
        <source>{0} (No. {1}) withdrew from round {2}</source>
        <translation>{0} (n.º {1}) se retiró desde la ronda {2}</translation>
    </message>
    <message>
        <source>half-point bye requested</source>
        <translation>bye de medio punto solicitado</translation>
    </message>
    <message>
        <source>full-point bye requested</source>
        <translation>bye de un punto solicitado</translation>
    </message>
    <message>
        <source>marked absent (zero-point bye)</source>
        <translation>marcado como ausente (bye de cero puntos)</translation>
    </message>
    <message>
        <source>{0} (No. {1}): {2}</source>
        <translation>{0} (n.º {1}): {2}</translation>
    </message>
    <message>
        <source>Take it back: pair in this round</source>
        <translation>Anular: emparejar en esta ronda</translation>
    </message>
    <message>
        <source>board {0}: {1} is not to be paired this round</source>
        <translation>tablero {0}: {1} no se empareja en esta ronda</translation>
    </message>
    <message>
        <source>the pair is forbidden</source>
        <translation>el emparejamiento está prohibido</translation>
    </message>
    <message>
        <source>they have already played</source>
        <translation>ya han jugado entre sí</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} – {3}: {4}</source>
        <translation>{0} tablero {1}: {2} – {3}: {4}</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>the same colour</source>
        <translation>el mismo color</translation>
    </message>
    <message>
        <source>{0} board {1}: {2} and {3} both have an absolute preference for {4}</source>
        <translation>{0} tablero {1}: {2} y {3} tienen ambos preferencia absoluta por {4}</translation>
    </message>
    <message>
        <source>PAB: {0} is not to be paired this round</source>
        <translation>PAB: {0} no se empareja en esta ronda</translation>
    </message>
    <message>
        <source>{0} PAB: {1} already had a PAB or a forfeit win</source>
        <translation>{0} PAB: {1} ya tuvo un PAB o una victoria por incomparecencia</translation>
    </message>
    <message>
        <source>not paired: {0}</source>
        <translation>sin emparejar: {0}</translation>
    </message>
    <message>
        <source>one of them would have the same colour three times in a row or three more of one colour</source>
        <translation>uno de ellos tendría el mismo color tres veces seguidas o tres más de un color</translation>
    </message>
    <message>
        <source>round {0} could not be paired with this result: {1}</source>
        <translation>la ronda {0} no podría emparejarse con este resultado: {1}</translation>
    </message>
    <message>
        <source>the pairing-allocated bye</source>
        <translation>el bye asignado por el emparejamiento</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>its boards</source>
        <translation>sus tableros</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is published, so it stands — {2}</source>
        <translation>esto cambia el emparejamiento de la ronda {0} en {1}; la ronda {0} está publicada, así que se mantiene — {2}</translation>
    </message>
    <message>
        <source>this changes round {0}&apos;s pairing on {1}; round {0} is a draft: pair it again before publishing</source>
        <translation>esto cambia el emparejamiento de la ronda {0} en {1}; la ronda {0} es un borrador: vuelva a emparejarla antes de publicarla</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>tablero {0}</translation>
    </message>
    <message>
        <source>boards {0} and {1}</source>
        <translation>tableros {0} y {1}</translation>
    </message>
    <message>
        <source>No. {0} is {1} here but {2} there</source>
        <translation>El n.º {0} es {1} aquí pero {2} allí</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>inexistente</translation>
    </message>
    <message>
        <source>round {0}, board {1}: the file pairs {2} differently</source>
        <translation>ronda {0}, tablero {1}: el archivo empareja a {2} de otra forma</translation>
    </message>
    <message>
        <source>round {0}, board {1}: &apos;{2}&apos; is not a result</source>
        <translation>ronda {0}, tablero {1}: &apos;{2}&apos; no es un resultado</translation>
    </message>
    <message>
        <source>pairing system {0} → {1}</source>
        <translation>sistema de emparejamiento {0} → {1}</translation>
    </message>
    <message>
        <source>tournament setting changed: {0}</source>
        <translation>ajuste del torneo cambiado: {0}</translation>
    </message>
    <message>
        <source>{0} registered</source>
        <translation>{0} inscrito/a</translation>
    </message>
    <message>
        <source>{0} deleted</source>
        <translation>{0} borrado/a</translation>
    </message>
    <message>
        <source>round {0}, board {1} ({2} – {3}): {4} → {5}</source>
        <translation>ronda {0}, tablero {1} ({2} – {3}): {4} → {5}</translation>
    </message>
    <message>
        <source>round {0}: {1} {2} → {3}</source>
        <translation>ronda {0}: {1} {2} → {3}</translation>
    </message>
    <message>
        <source>{0} withdrew from round {1}</source>
        <translation>{0} se retiró desde la ronda {1}</translation>
    </message>
    <message>
        <source>{0}: withdrawal taken back</source>
        <translation>{0}: retirada anulada</translation>
    </message>
    <message>
        <source>{0}: {1} changed</source>
        <translation>{0}: {1} cambiado</translation>
    </message>
    <message>
        <source>the players&apos; data the pairing of round {0} reads changed</source>
        <translation>los datos de los jugadores que lee el emparejamiento de la ronda {0} han cambiado</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes: {1}. It is explained from the state recorded with the pairing.</source>
        <translation>La ronda {0} se emparejó antes de estos cambios: {1}. Se explica desde el estado guardado con el emparejamiento.</translation>
    </message>
    <message>
        <source>Explained from an earlier state of the tournament; since then: {0}.</source>
        <translation>Explicado desde un estado anterior del torneo; desde entonces: {0}.</translation>
    </message>
    <message>
        <source>{0}: other players</source>
        <translation>{0}: otros jugadores</translation>
    </message>
    <message>
        <source>{0}: colours the other way</source>
        <translation>{0}: colores al revés</translation>
    </message>
    <message>
        <source>another pairing-allocated bye</source>
        <translation>otro bye asignado por el emparejamiento</translation>
    </message>
    <message>
        <source>the boards differ</source>
        <translation>los tableros difieren</translation>
    </message>
    <message>
        <source>{0} The tree explains the engine&apos;s pairing, not those boards.</source>
        <translation>{0} El árbol explica el emparejamiento del motor, no esos tableros.</translation>
    </message>
    <message>
        <source>boards {0}</source>
        <translation>tableros {0}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>to be paired</source>
        <translation>por emparejar</translation>
    </message>
    <message>
        <source>absent (zero-point bye)</source>
        <translation>ausente (bye de cero puntos)</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye de medio punto</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>bye de un punto</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>bye asignado por el emparejamiento</translation>
    </message>
    <message>
        <source>against {0} ({1})</source>
        <translation>contra {0} ({1})</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>Every round is paired</source>
        <translation>Todas las rondas están emparejadas</translation>
    </message>
    <message>
        <source>Pairing of round {0} cancelled: nothing was changed</source>
        <translation>Emparejamiento de la ronda {0} cancelado: no se cambió nada</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Emparejar la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0} was already paired and saved when Cancel came</source>
        <translation>La ronda {0} ya estaba emparejada y guardada cuando llegó Cancelar</translation>
    </message>
    <message>
        <source>Pair round</source>
        <translation>Emparejar la ronda</translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing. Pair again?</source>
        <translation>El torneo cambió mientras el motor emparejaba. ¿Emparejar de nuevo?</translation>
    </message>
    <message>
        <source>Initial colour</source>
        <translation>Color inicial</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Sorteado: el primer jugador lleva blancas en la ronda 1</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Sorteado: el primer jugador lleva negras en la ronda 1</translation>
    </message>
    <message>
        <source>Round {0}: enter the result of board {1}</source>
        <translation>Ronda {0}: introduzca el resultado del tablero {1}</translation>
    </message>
    <message>
        <source>Manual pairing of round {0}</source>
        <translation>Emparejamiento manual de la ronda {0}</translation>
    </message>
    <message>
        <source>Manual pairing of round {0} started (Round &gt; End manual pairing)</source>
        <translation>Emparejamiento manual de la ronda {0} iniciado (Ronda &gt; Terminar el emparejamiento manual)</translation>
    </message>
    <message>
        <source> — {0} warning(s)</source>
        <translation> — {0} aviso(s)</translation>
    </message>
    <message>
        <source>Paired before these changes (re-pair, or Publish asks): {0}</source>
        <translation>Emparejada antes de estos cambios (reemparejar, o Publicar lo preguntará): {0}</translation>
    </message>
    <message>
        <source>Both players must be without a board (remove their boards first)</source>
        <translation>Ambos jugadores deben estar sin tablero (quite primero sus tableros)</translation>
    </message>
    <message>
        <source>Round {0} not published</source>
        <translation>Ronda {0} no publicada</translation>
    </message>
    <message>
        <source>Publish round {0}</source>
        <translation>Publicar la ronda {0}</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>… y {0} más</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes, so its pairing may not be the engine&apos;s pairing of the tournament as it is now:</source>
        <translation>La ronda {0} se emparejó antes de estos cambios, así que su emparejamiento puede no ser el del motor para el torneo tal como está ahora:</translation>
    </message>
    <message>
        <source>&amp;Re-pair round {0}</source>
        <translation>&amp;Reemparejar la ronda {0}</translation>
    </message>
    <message>
        <source>&amp;Publish as it is</source>
        <translation>&amp;Publicar tal cual</translation>
    </message>
    <message>
        <source>Round {0} is not paired</source>
        <translation>La ronda {0} no está emparejada</translation>
    </message>
    <message>
        <source>Round {0} cannot be unpaired: {1}</source>
        <translation>El emparejamiento de la ronda {0} no se puede deshacer: {1}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Deshacer el emparejamiento de la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0} not unpaired: a published round needs a reason</source>
        <translation>Emparejamiento de la ronda {0} no deshecho: una ronda publicada necesita un motivo</translation>
    </message>
    <message>
        <source>Round {0} unpaired (in the log; Undo puts the pairing back)</source>
        <translation>Emparejamiento de la ronda {0} deshecho (en el registro; Deshacer lo restablece)</translation>
    </message>
    <message>
        <source>Round {0} is published. Why is its pairing taken back ({1})?</source>
        <translation>La ronda {0} está publicada. ¿Por qué se deshace su emparejamiento ({1})?</translation>
    </message>
    <message>
        <source>Round {0}, board {1} already has {2}</source>
        <translation>Ronda {0}, el tablero {1} ya tiene {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: not corrected (no reason given)</source>
        <translation>Ronda {0}, tablero {1}: no corregido (no se dio motivo)</translation>
    </message>
    <message>
        <source>Result of board {0}</source>
        <translation>Resultado del tablero {0}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>borrado</translation>
    </message>
    <message>
        <source> — next: board {0}</source>
        <translation> — siguiente: tablero {0}</translation>
    </message>
    <message>
        <source> — every result of the round is in</source>
        <translation> — están todos los resultados de la ronda</translation>
    </message>
    <message>
        <source>Round {0}, board {1}: {2}</source>
        <translation>Ronda {0}, tablero {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}, board {1} ({2} – {3}): {4} → {5}, reason: {6}</source>
        <translation>Ronda {0}, tablero {1} ({2} – {3}): {4} → {5}, motivo: {6}</translation>
    </message>
    <message>
        <source>Correct round {0}, board {1}</source>
        <translation>Corregir la ronda {0}, tablero {1}</translation>
    </message>
    <message>
        <source>Round {0}, board {1}{2}: {3} → {4}.</source>
        <translation>Ronda {0}, tablero {1}{2}: {3} → {4}.</translation>
    </message>
    <message>
        <source>Why is the result corrected (it goes into the log)?</source>
        <translation>¿Por qué se corrige el resultado (queda en el registro)?</translation>
    </message>
    <message>
        <source>Correction of round {0}: {1}</source>
        <translation>Corrección de la ronda {0}: {1}</translation>
    </message>
    <message>
        <source>Correction of round {0}: later pairings are not affected</source>
        <translation>Corrección de la ronda {0}: los emparejamientos posteriores no se ven afectados</translation>
    </message>
    <message>
        <source>Later pairings are not affected.</source>
        <translation>Los emparejamientos posteriores no se ven afectados.</translation>
    </message>
    <message>
        <source>Correction of round {0}</source>
        <translation>Corrección de la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0} corrected</source>
        <translation>Ronda {0} corregida</translation>
    </message>
    <message>
        <source>Import results from a TRF</source>
        <translation>Importar resultados de un TRF</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All (*)</source>
        <translation>TRF (*.trf *.txt);;Todos (*)</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importar resultados</translation>
    </message>
    <message>
        <source>{0} result(s) imported from {1}</source>
        <translation>{0} resultado(s) importado(s) de {1}</translation>
    </message>
    <message>
        <source>Explain round {0}</source>
        <translation>Explicar la ronda {0}</translation>
    </message>
    <message>
        <source>Round {0} was paired before these changes; the state it was paired from is no longer the tournament&apos;s state:</source>
        <translation>La ronda {0} se emparejó antes de estos cambios; el estado desde el que se emparejó ya no es el del torneo:</translation>
    </message>
    <message>
        <source>Explain the &amp;published pairing (from the state recorded with it)</source>
        <translation>Explicar el emparejamiento &amp;publicado (desde el estado guardado con él)</translation>
    </message>
    <message>
        <source>What would the engine pair &amp;now?</source>
        <translation>¿Qué emparejaría el motor &amp;ahora?</translation>
    </message>
    <message>
        <source>No round is paired yet: pair a round first</source>
        <translation>Aún no hay ninguna ronda emparejada: empareje primero una ronda</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>No hay ningún torneo abierto</translation>
    </message>
    <message>
        <source>Why not A against B?</source>
        <translation>¿Por qué no A contra B?</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronda {0}</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exportar la explicación</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Explanation of round {0} written to {1}</source>
        <translation>Explicación de la ronda {0} escrita en {1}</translation>
    </message>
    <message>
        <source>Select exactly two players (their name cells) to exchange</source>
        <translation>Elija exactamente dos jugadores (sus celdas de nombre) para intercambiar</translation>
    </message>
    <message>
        <source>Why not {0} against {1}?</source>
        <translation>¿Por qué no {0} contra {1}?</translation>
    </message>
    <message>
        <source>Exchange {0} and {1}</source>
        <translation>Intercambiar {0} y {1}</translation>
    </message>
    <message>
        <source>Pair {0} against {1}</source>
        <translation>Emparejar {0} contra {1}</translation>
    </message>
    <message>
        <source>Swap colours on board {0}</source>
        <translation>Cambiar los colores del tablero {0}</translation>
    </message>
    <message>
        <source>Remove board {0}</source>
        <translation>Quitar el tablero {0}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>cancelled: nothing was changed</source>
        <translation>cancelado: no se cambió nada</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>FIDE Dutch (2026 rules)</source>
        <translation>Holandés FIDE (reglas 2026)</translation>
    </message>
    <message>
        <source>FIDE Dutch (2017 rules)</source>
        <translation>Holandés FIDE (reglas 2017)</translation>
    </message>
    <message>
        <source>FIDE Burstein (2017-2025 text)</source>
        <translation>Burstein FIDE (texto 2017-2025)</translation>
    </message>
    <message>
        <source>FIDE Burstein (older text)</source>
        <translation>Burstein FIDE (texto anterior)</translation>
    </message>
    <message>
        <source>FIDE Lim System</source>
        <translation>Sistema Lim FIDE</translation>
    </message>
    <message>
        <source>Lim (Maxi-tournament)</source>
        <translation>Lim (maxitorneo)</translation>
    </message>
    <message>
        <source>FIDE Dubov (revised text)</source>
        <translation>Dubov FIDE (texto revisado)</translation>
    </message>
    <message>
        <source>FIDE Dubov (1997 text)</source>
        <translation>Dubov FIDE (texto de 1997)</translation>
    </message>
    <message>
        <source>Round-robin (Berger tables, C.05)</source>
        <translation>Liga (tablas de Berger, C.05)</translation>
    </message>
</context>
<context>
    <name>SetupActions</name>
    <message>
        <source>No tournament open</source>
        <translation>Ningún torneo abierto</translation>
    </message>
    <message>
        <source>Open a tournament file or start a new one (File menu) first.</source>
        <translation>Abra primero un archivo de torneo o empiece uno nuevo (menú Archivo).</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has White in round 1</source>
        <translation>Sorteado: el primer jugador lleva blancas en la ronda 1</translation>
    </message>
    <message>
        <source>Drawn by lot: the top player has Black in round 1</source>
        <translation>Sorteado: el primer jugador lleva negras en la ronda 1</translation>
    </message>
    <message>
        <source>FIDE rating list (as downloaded from ratings.fide.com)</source>
        <translation>Lista de Elo FIDE (tal como se descarga de ratings.fide.com)</translation>
    </message>
    <message>
        <source>FIDE rating lists (*.zip *.txt *.xml);;All files (*)</source>
        <translation>Listas de Elo FIDE (*.zip *.txt *.xml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Lista de Elo FIDE</translation>
    </message>
    <message>
        <source>Import players from CSV</source>
        <translation>Importar jugadores de un CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All (*)</source>
        <translation>Archivos CSV (*.csv *.txt);;Todos (*)</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Importar CSV</translation>
    </message>
    <message>
        <source>Export TRF for a pairing checker</source>
        <translation>Exportar TRF para un programa de verificación</translation>
    </message>
    <message>
        <source>Export TRF (FIDE)</source>
        <translation>Exportar TRF (FIDE)</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Archivos TRF (*.trf)</translation>
    </message>
    <message>
        <source>The FIDE report cannot be written yet: {0}</source>
        <translation>El informe FIDE aún no puede escribirse: {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exportar TRF</translation>
    </message>
    <message>
        <source>Exported {0}{1}</source>
        <translation>Exportado: {0}{1}</translation>
    </message>
    <message>
        <source> — partial file: {0} of {1} rounds complete</source>
        <translation> — archivo parcial: {0} de {1} rondas completas</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Encoded time control (TRF &amp;222)</source>
        <translation>Ritmo codificado (TRF &amp;222)</translation>
    </message>
    <message>
        <source>e.g. 5400+30 or 40/6000+30:900+30 (seconds)</source>
        <translation>p. ej. 5400+30 o 40/6000+30:900+30 (segundos)</translation>
    </message>
    <message>
        <source>TRF-2026 record 222: periods M/S, M/S+I, S or S+I separated by &apos;:&apos;, S seconds, M moves, I seconds added a move; W...-B... for different times (Armageddon). Blank: not written.</source>
        <translation>Registro TRF-2026 222: periodos M/S, M/S+I, S o S+I separados por &apos;:&apos;, S segundos, M jugadas, I segundos añadidos por jugada; W...-B... para tiempos distintos (Armagedón). Vacío: no se escribe.</translation>
    </message>
    <message>
        <source>From the te&amp;xt</source>
        <translation>Del te&amp;xto</translation>
    </message>
    <message>
        <source>Not read from the free text: {reason}. Type the code.</source>
        <translation>No se leyó del texto libre: {reason}. Escriba el código.</translation>
    </message>
    <message>
        <source>Not written into the TRF (blank).</source>
        <translation>No se escribe en el TRF (vacío).</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation>&amp;Datos del torneo…</translation>
    </message>
    <message>
        <source>Name, dates, arbiters, pairing</source>
        <translation>Nombre, fechas, árbitros, emparejamiento</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Jugadores…</translation>
    </message>
    <message>
        <source>Register, correct and delete players</source>
        <translation>Inscribir, corregir y borrar jugadores</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Añadir jugador…</translation>
    </message>
    <message>
        <source>Register one player</source>
        <translation>Inscribir un jugador</translation>
    </message>
    <message>
        <source>Add from the &amp;FIDE list…</source>
        <translation>Añadir de la lista &amp;FIDE…</translation>
    </message>
    <message>
        <source>Search the list</source>
        <translation>Buscar en la lista</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Importar jugadores de &amp;CSV…</translation>
    </message>
    <message>
        <source>Pre-registrations in CSV</source>
        <translation>Preinscripciones en CSV</translation>
    </message>
    <message>
        <source>Initial &amp;order and pairing numbers…</source>
        <translation>&amp;Orden inicial y números iniciales…</translation>
    </message>
    <message>
        <source>C.04.2 order</source>
        <translation>Orden según C.04.2</translation>
    </message>
    <message>
        <source>&amp;Byes, absences and withdrawals…</source>
        <translation>&amp;Byes, ausencias y retiradas…</translation>
    </message>
    <message>
        <source>Per player and round</source>
        <translation>Por jugador y ronda</translation>
    </message>
    <message>
        <source>&amp;Export TRF (FIDE report)…</source>
        <translation>&amp;Exportar TRF (informe FIDE)…</translation>
    </message>
    <message>
        <source>FIDE report file (TRF16)</source>
        <translation>Archivo de informe FIDE (TRF16)</translation>
    </message>
    <message>
        <source>Export TRF for a pairing c&amp;hecker…</source>
        <translation>Exportar TRF para un programa de &amp;verificación…</translation>
    </message>
    <message>
        <source>TRF16 with the XXR/XXC/XXA/XXS lines pairing engines read</source>
        <translation>TRF16 con las líneas XXR/XXC/XXA/XXS que leen los motores de emparejamiento</translation>
    </message>
    <message>
        <source>Rating &amp;method and national ratings…</source>
        <translation>&amp;Método de clasificación y Elo nacionales…</translation>
    </message>
    <message>
        <source>TRF-2026 172: how FIDE and national ratings order the players</source>
        <translation>TRF-2026 172: cómo ordenan a los jugadores el Elo FIDE y los nacionales</translation>
    </message>
</context>
<context>
    <name>TournamentDetailsDialog</name>
    <message>
        <source>Pairing system, acceleration, points, first-round colour, tie-break order, bye limit and late-entry byes are stored in the tournament file with the details: one Edit &gt; Undo takes the whole form back.</source>
        <translation>Sistema de emparejamiento, aceleración, puntos, color de la primera ronda, orden de desempates, límite de byes y byes de inscripciones tardías se guardan en el archivo del torneo con los datos: un solo Edición &gt; Deshacer revierte todo el formulario.</translation>
    </message>
    <message>
        <source>Ask at the first late entry</source>
        <translation>Preguntar en la primera inscripción tardía</translation>
    </message>
    <message>
        <source>Zero-point byes (C.04.2 C.2)</source>
        <translation>Byes de cero puntos (C.04.2 C.2)</translation>
    </message>
    <message>
        <source>Half-point byes (tournament rules)</source>
        <translation>Byes de medio punto (bases del torneo)</translation>
    </message>
    <message>
        <source>Not decided yet</source>
        <translation>Aún sin decidir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Sorteado</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Victoria por incomparecencia</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Derrota por incomparecencia</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Bye asignado por el emparejamiento</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Bye de un punto</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Bye de medio punto</translation>
    </message>
    <message>
        <source>Zero-point bye / absent</source>
        <translation>Bye de cero puntos / ausente</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Datos del torneo</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;City</source>
        <translation>&amp;Ciudad</translation>
    </message>
    <message>
        <source>&amp;Federation</source>
        <translation>&amp;Federación</translation>
    </message>
    <message>
        <source>&amp;Start date</source>
        <translation>Fecha de &amp;inicio</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/DD</translation>
    </message>
    <message>
        <source>&amp;End date</source>
        <translation>Fec&amp;ha de fin</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondas</translation>
    </message>
    <message>
        <source>Round &amp;dates</source>
        <translation>Fechas de las r&amp;ondas</translation>
    </message>
    <message>
        <source>&amp;Time control</source>
        <translation>Ritmo de &amp;juego</translation>
    </message>
    <message>
        <source>90&apos;/40 + 30&apos; + 30&quot;/move</source>
        <translation>90&apos;/40 + 30&apos; + 30&quot;/jugada</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>Individual Swiss (FIDE Dutch)</source>
        <translation>Individual, sistema suizo (holandés FIDE)</translation>
    </message>
    <message>
        <source>Arbiters</source>
        <translation>Árbitros</translation>
    </message>
    <message>
        <source>C&amp;hief arbiter</source>
        <translation>Árbitro &amp;principal</translation>
    </message>
    <message>
        <source>IA Name, Given (FIDE ID)</source>
        <translation>IA Apellido, Nombre (ID FIDE)</translation>
    </message>
    <message>
        <source>De&amp;puty arbiters</source>
        <translation>Árbitros a&amp;djuntos</translation>
    </message>
    <message>
        <source>separate by ;</source>
        <translation>separados por ;</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Syste&amp;m</source>
        <translation>Siste&amp;ma</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Baku (C.04.5.1)</source>
        <translation>Bakú (C.04.5.1)</translation>
    </message>
    <message>
        <source>&amp;Acceleration</source>
        <translation>Ac&amp;eleración</translation>
    </message>
    <message>
        <source>Drawn by lot: White</source>
        <translation>Sorteado: blancas</translation>
    </message>
    <message>
        <source>Drawn by lot: Black</source>
        <translation>Sorteado: negras</translation>
    </message>
    <message>
        <source>Top player&apos;s c&amp;olour in round 1</source>
        <translation>Color del primero en la ronda &amp;1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>T&amp;ie-breaks</source>
        <translation>De&amp;sempates</translation>
    </message>
    <message>
        <source>C.07 codes in order, separated by commas, e.g. BH/C1,BH,SB</source>
        <translation>Códigos C.07 en orden, separados por comas, p. ej. BH/C1,BH,SB</translation>
    </message>
    <message>
        <source>Half- or full-point byes a player may request</source>
        <translation>Byes de medio o de un punto que un jugador puede solicitar</translation>
    </message>
    <message>
        <source>Requested &amp;byes per player</source>
        <translation>&amp;Byes solicitados por jugador</translation>
    </message>
    <message>
        <source>Late entrants are registered already: the choice can no longer change.</source>
        <translation>Ya hay inscripciones tardías: la elección ya no puede cambiar.</translation>
    </message>
    <message>
        <source>&amp;Late entrants&apos; missed rounds</source>
        <translation>Rondas perdidas por inscripción t&amp;ardía</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation>El torneo necesita un nombre.</translation>
    </message>
    <message>
        <source>start date</source>
        <translation>fecha de inicio</translation>
    </message>
    <message>
        <source>end date</source>
        <translation>fecha de fin</translation>
    </message>
    <message>
        <source>The end date is before the start date.</source>
        <translation>La fecha de fin es anterior a la de inicio.</translation>
    </message>
    <message>
        <source>round date</source>
        <translation>fecha de ronda</translation>
    </message>
    <message>
        <source>There are more round dates than rounds.</source>
        <translation>Hay más fechas de ronda que rondas.</translation>
    </message>
    <message>
        <source>Correct the fields marked in red.</source>
        <translation>Corrija los campos marcados en rojo.</translation>
    </message>
</context>
<context>
    <name>WarningDialog</name>
    <message>
        <source>Please note</source>
        <translation>Tenga en cuenta</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Confirme, por favor</translation>
    </message>
    <message>
        <source>Serious change</source>
        <translation>Cambio importante</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source> — step {0} of 2</source>
        <translation> — paso {0} de 2</translation>
    </message>
    <message>
        <source>The change will be made; read what it means and press OK.</source>
        <translation>El cambio se hará; lea lo que supone y pulse Aceptar.</translation>
    </message>
    <message>
        <source>Confirm the change, or cancel it (nothing is changed then).</source>
        <translation>Confirme el cambio o cancélelo (entonces no se cambia nada).</translation>
    </message>
    <message>
        <source>This change has consequences that cannot all be undone. Read them; Continue leads to a last confirmation.</source>
        <translation>Este cambio tiene consecuencias que no se pueden deshacer todas. Léalas; Continuar lleva a una última confirmación.</translation>
    </message>
    <message>
        <source>Last step: confirm only if you accept every consequence listed. Cancel keeps all.</source>
        <translation>Último paso: confirme solo si acepta cada consecuencia indicada. Cancelar lo deja todo como está.</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmar</translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation>&amp;Continuar…</translation>
    </message>
    <message>
        <source>&amp;Yes: {0}</source>
        <translation>&amp;Sí: {0}</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>Leave FIDE mode…</source>
        <translation>Salir del modo FIDE…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: all {0} paired round(s) are what the engine pairs with the new settings.</source>
        <translation>&lt;b&gt;Nueva comprobación&lt;/b&gt;: las {0} ronda(s) emparejada(s) son lo que el motor empareja con los nuevos ajustes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Re-check&lt;/b&gt;: with the new settings the engine would pair {0} of {1} round(s) differently:</source>
        <translation>&lt;b&gt;Nueva comprobación&lt;/b&gt;: con los nuevos ajustes el motor emparejaría de otra forma {0} de {1} ronda(s):</translation>
    </message>
</context>
<context>
    <name>WhyNotDialog</name>
    <message>
        <source>Why not A against B?</source>
        <translation>¿Por qué no A contra B?</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>Player &amp;A</source>
        <translation>Jugador &amp;A</translation>
    </message>
    <message>
        <source>Player &amp;B</source>
        <translation>Jugador &amp;B</translation>
    </message>
    <message>
        <source>As&amp;k</source>
        <translation>&amp;Preguntar</translation>
    </message>
    <message>
        <source>A pairing number or (part of) a name; accents and case do not matter</source>
        <translation>Un número inicial o (parte de) un nombre; los acentos y las mayúsculas dan igual</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Guardar como P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>No. or name</source>
        <translation>N.º o nombre</translation>
    </message>
    <message>
        <source>Player {0}: {1}</source>
        <translation>Jugador {0}: {1}</translation>
    </message>
    <message>
        <source>Asking the engine about {0} and {1} in round {2}…</source>
        <translation>Preguntando al motor por {0} y {1} en la ronda {2}…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
