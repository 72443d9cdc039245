<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Reports</name>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Emparejamientos por nombre</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Crosstable, {tr_format}</source>
        <translation>Tabla cruzada, {tr_format}</translation>
    </message>
    <message>
        <source>single round-robin</source>
        <translation>liga a una vuelta</translation>
    </message>
    <message>
        <source>double round-robin</source>
        <translation>liga a doble vuelta</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players</source>
        <translation>Liga a una vuelta, {n} jugadores</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players</source>
        <translation>Liga a doble vuelta, {n} jugadores</translation>
    </message>
    <message>
        <source>Single round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Liga a una vuelta, {n} jugadores (C.05 anexo 1)</translation>
    </message>
    <message>
        <source>Double round-robin, {n} players (C.05 Annex 1)</source>
        <translation>Liga a doble vuelta, {n} jugadores (C.05 anexo 1)</translation>
    </message>
    <message>
        <source>Player card: {who}</source>
        <translation>Ficha del jugador: {who}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variación de Elo</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Variaciones de Elo</translation>
    </message>
    <message>
        <source>Norm screen</source>
        <translation>Panel de normas</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Normas de título</translation>
    </message>
    <message>
        <source>Norms achieved</source>
        <translation>Normas conseguidas</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Berger table</source>
        <translation>Tabla de Berger</translation>
    </message>
    <message>
        <source>Pairings of round {round}</source>
        <translation>Emparejamientos de la ronda {round}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Ronda {round} de {total}</translation>
    </message>
    <message>
        <source>Round {round}, cycle {cycle}</source>
        <translation>Ronda {round}, vuelta {cycle}</translation>
    </message>
    <message>
        <source>Round {round} — {date}</source>
        <translation>Ronda {round} — {date}</translation>
    </message>
    <message>
        <source>Round {round} — {date}, cycle {cycle}</source>
        <translation>Ronda {round} — {date}, vuelta {cycle}</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Tras la ronda {round}</translation>
    </message>
    <message>
        <source>After round {round} of {total}</source>
        <translation>Tras la ronda {round} de {total}</translation>
    </message>
    <message>
        <source>All {n} rounds</source>
        <translation>Las {n} rondas</translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation>Jugadores inscritos</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>Pairing-allocated bye, byes and absent players</source>
        <translation>Descanso por emparejamiento, byes y ausentes</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Pairing numbers, White first</source>
        <translation>Números iniciales, blancas primero</translation>
    </message>
    <message>
        <source>Norms, chances and near misses (one requirement short)</source>
        <translation>Normas, opciones y normas casi logradas (falta un requisito)</translation>
    </message>
    <message>
        <source>B.01 1.4.3d: players not from the host federation {fed} who miss at most one round</source>
        <translation>B.01 1.4.3d: jugadores ajenos a la federación organizadora {fed} que faltan como mucho a una ronda</translation>
    </message>
    <message>
        <source>Bd</source>
        <translation>Tab</translation>
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
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Ptos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Bye or absence</source>
        <translation>Bye o ausencia</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>Recibe</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Rk</source>
        <translation>Pto</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
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
        <translation>Puntos</translation>
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
        <translation>Tab {n}</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation>Esp.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variación</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Res</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Acumulado</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>No computa</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Norma</translation>
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
        <translation>Necesario</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Federaciones</translation>
    </message>
    <message>
        <source>Foreign rated players</source>
        <translation>Jugadores extranjeros con Elo</translation>
    </message>
    <message>
        <source>Meets 20 / 3 / 10</source>
        <translation>Cumple 20 / 3 / 10</translation>
    </message>
    <message>
        <source>GM/IM/WGM/WIM</source>
        <translation>GM/IM/WGM/WIM</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>pairing-allocated bye (U)</source>
        <translation>descanso por emparejamiento (U)</translation>
    </message>
    <message>
        <source>full-point bye (F)</source>
        <translation>bye de un punto (F)</translation>
    </message>
    <message>
        <source>half-point bye (H)</source>
        <translation>bye de medio punto (H)</translation>
    </message>
    <message>
        <source>absent (Z)</source>
        <translation>ausente (Z)</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>no emparejado</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>titulado</translation>
    </message>
    <message>
        <source>possible</source>
        <translation>posible</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>open, Rp {rp}</source>
        <translation>abierta, Rp {rp}</translation>
    </message>
    <message>
        <source>NORM</source>
        <translation>NORMA</translation>
    </message>
    <message>
        <source>draw R{n}</source>
        <translation>tablas R{n}</translation>
    </message>
    <message>
        <source>win R{n}</source>
        <translation>victoria R{n}</translation>
    </message>
    <message>
        <source>any R{n}</source>
        <translation>cualquiera R{n}</translation>
    </message>
    <message>
        <source>{check}: {tr_short}</source>
        <translation>{check}: {tr_short}</translation>
    </message>
    <message>
        <source>1 game short</source>
        <translation>falta 1 partida</translation>
    </message>
    <message>
        <source>{n} games short</source>
        <translation>faltan {n} partidas</translation>
    </message>
    <message>
        <source>1 federation short</source>
        <translation>falta 1 federación</translation>
    </message>
    <message>
        <source>{n} federations short</source>
        <translation>faltan {n} federaciones</translation>
    </message>
    <message>
        <source>1 titled opponent short</source>
        <translation>falta 1 rival titulado</translation>
    </message>
    <message>
        <source>{n} titled opponents short</source>
        <translation>faltan {n} rivales titulados</translation>
    </message>
    <message>
        <source>1 point short</source>
        <translation>falta 1 punto</translation>
    </message>
    <message>
        <source>{n} points short</source>
        <translation>faltan {n} puntos</translation>
    </message>
    <message>
        <source>no game: bye or absence (B.02 §5.1)</source>
        <translation>sin partida: bye o ausencia (B.02 §5.1)</translation>
    </message>
    <message>
        <source>forfeit: the game was not played (B.02 §5.1)</source>
        <translation>incomparecencia: la partida no se jugó (B.02 §5.1)</translation>
    </message>
    <message>
        <source>fewer than one move made: not rated (B.02 §5.1)</source>
        <translation>menos de una jugada: no computa (B.02 §5.1)</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>aún sin resultado</translation>
    </message>
    <message>
        <source>opponent unrated: counts only for the opponent's first rating (§8.3.1)</source>
        <translation>rival sin Elo: solo cuenta para su primer Elo (§8.3.1)</translation>
    </message>
    <message>
        <source>both players unrated (B.02 §8.2.2: rated opponents only)</source>
        <translation>ambos jugadores sin Elo (B.02 §8.2.2: solo rivales con Elo)</translation>
    </message>
    <message>
        <source>difference of 600 or more with a player above 2600 (B.02 R&amp;B §7.3.1)</source>
        <translation>diferencia de 600 o más con un jugador de más de 2600 (B.02 R&amp;B §7.3.1)</translation>
    </message>
    <message>
        <source>the opponent is not in the file</source>
        <translation>el rival no está en el archivo</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>Pts: points before the round.</source>
        <translation>Ptos: puntos antes de la ronda.</translation>
    </message>
    <message>
        <source>Pts: points before the round. F: forfeit; u: unrated (less than one move).</source>
        <translation>Ptos: puntos antes de la ronda. F: incomparecencia; u: no computa (menos de una jugada).</translation>
    </message>
    <message>
        <source>1 result still to come.</source>
        <translation>Falta 1 resultado.</translation>
    </message>
    <message>
        <source>{n} results still to come.</source>
        <translation>Faltan {n} resultados.</translation>
    </message>
    <message>
        <source>TB{n} {code}: {tr_title} ({article})</source>
        <translation>TB{n} {code}: {tr_title} ({article})</translation>
    </message>
    <message>
        <source>Average of opponents' Buchholz</source>
        <translation>Media del Buchholz de los rivales</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Media de la performance perfecta de los rivales</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Media de la performance de los rivales</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Media de Elo de los rivales</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Encuentro directo</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Buchholz anticipado</translation>
    </message>
    <message>
        <source>Koya system</source>
        <translation>Sistema Koya</translation>
    </message>
    <message>
        <source>Number of games played with Black</source>
        <translation>Número de partidas jugadas con negras</translation>
    </message>
    <message>
        <source>Number of games won with Black</source>
        <translation>Número de partidas ganadas con negras</translation>
    </message>
    <message>
        <source>Number of games won</source>
        <translation>Número de partidas ganadas</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Número de victorias</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Performance perfecta</translation>
    </message>
    <message>
        <source>Progressive scores</source>
        <translation>Puntuación progresiva</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Rondas elegidas para jugar</translation>
    </message>
    <message>
        <source>Self-defined tie-break</source>
        <translation>Desempate definido por el organizador</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Puntos estándar</translation>
    </message>
    <message>
        <source>Tournament pairing number</source>
        <translation>Número inicial</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Performance</translation>
    </message>
    <message>
        <source>A round reads: opponent's line (#) in this table, colour (w/b), result (1, ½, 0; + and − forfeits). U: pairing-allocated bye; F: full-point bye; H: half-point bye; Z: absent.</source>
        <translation>Cada ronda indica: línea del rival (#) en esta tabla, color (w/b), resultado (1, ½, 0; + y − incomparecencias). U: descanso por emparejamiento; F: bye de un punto; H: bye de medio punto; Z: ausente.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player{tr_cycles}: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Cada casilla es el resultado del jugador de la fila contra el de la columna{tr_cycles}: 1, ½, 0; + y − incomparecencias (C.05); · aún no jugada.</translation>
    </message>
    <message>
        <source>A cell is the line player's result against the column player: 1, ½, 0; + and − forfeits (C.05); · not played yet.</source>
        <translation>Cada casilla es el resultado del jugador de la fila contra el de la columna: 1, ½, 0; + y − incomparecencias (C.05); · aún no jugada.</translation>
    </message>
    <message>
        <source> (first cycle, then second)</source>
        <translation> (primera vuelta, luego segunda)</translation>
    </message>
    <message>
        <source>Lines and columns in order of place; # is the line number, No. the pairing number.</source>
        <translation>Filas y columnas por orden de clasificación; # es el número de fila, N.º el número inicial.</translation>
    </message>
    <message>
        <source>Points in brackets belong to a player whose results do not count; the other players' points leave out their games against him.</source>
        <translation>Los puntos entre paréntesis son de un jugador cuyos resultados no cuentan; los puntos de los demás excluyen sus partidas contra él.</translation>
    </message>
    <message>
        <source>Tie-breaks of a round-robin: forfeits count as games (C.07 15.2).</source>
        <translation>Desempates de una liga: las incomparecencias cuentan como partidas (C.07 15.2).</translation>
    </message>
    <message>
        <source>Pairings by the Berger tables (C.05 Annex 1), boards in the table's order.</source>
        <translation>Emparejamientos según las tablas de Berger (C.05 anexo 1), tableros en el orden de la tabla.</translation>
    </message>
    <message>
        <source>Free: the player who meets the bye number of an odd field; no game.</source>
        <translation>Libre: el jugador emparejado con el número de descanso de un grupo impar; sin partida.</translation>
    </message>
    <message>
        <source>Odd field: in each round the player marked free has no game.</source>
        <translation>Grupo impar: en cada ronda el jugador marcado como libre no juega.</translation>
    </message>
    <message>
        <source>{tr_format} of {n} players by the Berger tables (C.05 Annex 1): {rounds} rounds, boards in the table's order.</source>
        <translation>{tr_format} de {n} jugadores según las tablas de Berger (C.05 anexo 1): {rounds} rondas, tableros en el orden de la tabla.</translation>
    </message>
    <message>
        <source>Single round-robin</source>
        <translation>Liga a una vuelta</translation>
    </message>
    <message>
        <source>Double round-robin</source>
        <translation>Liga a doble vuelta</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed; rounds {a} and {b} of the first cycle are played in reverse order (C.05 Annex 1), so that nobody has three games in a row with one colour.</source>
        <translation>La segunda vuelta repite la primera con los colores invertidos; las rondas {a} y {b} de la primera vuelta se juegan en orden inverso (C.05 anexo 1), para que nadie juegue tres partidas seguidas con el mismo color.</translation>
    </message>
    <message>
        <source>The second cycle repeats the first with the colours reversed.</source>
        <translation>La segunda vuelta repite la primera con los colores invertidos.</translation>
    </message>
    <message>
        <source>FIDE Handbook C.05 Annex 1.</source>
        <translation>Manual de la FIDE C.05 anexo 1.</translation>
    </message>
    <message>
        <source>Pairing numbers not drawn yet.</source>
        <translation>Números iniciales aún no sorteados.</translation>
    </message>
    <message>
        <source>Pairing numbers as in the imported TRF file.</source>
        <translation>Números iniciales como en el archivo TRF importado.</translation>
    </message>
    <message>
        <source>Pairing numbers as drawn at the venue, typed in by the arbiter.</source>
        <translation>Números iniciales sorteados en la sala, introducidos por el árbitro.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn by lot with seed {seed} (SHA-256 draw, docs/rulings.md RR-5): the same seed and players give the same numbers.</source>
        <translation>Números iniciales sorteados con la semilla {seed} (sorteo SHA-256, docs/rulings.md RR-5): la misma semilla y los mismos jugadores dan los mismos números.</translation>
    </message>
    <message>
        <source>Pairing numbers drawn with the Varma tables (C.05 Annex 2) by federation, seed {seed}.</source>
        <translation>Números iniciales sorteados con las tablas de Varma (C.05 anexo 2) por federación, semilla {seed}.</translation>
    </message>
    <message>
        <source>Players in name order; a name opens the player's card.</source>
        <translation>Jugadores por orden alfabético; un nombre abre la ficha del jugador.</translation>
    </message>
    <message>
        <source>Title norms achieved under B.01 §1.4 on the results so far; the norm certificate (IT1) is signed by the chief arbiter after the event.</source>
        <translation>Normas de título conseguidas según B.01 §1.4 con los resultados hasta ahora; el certificado de norma (IT1) lo firma el árbitro principal tras el torneo.</translation>
    </message>
    <message>
        <source>Ra: average rating of the opponents; Rp: tournament performance (B.01 1.4.8).</source>
        <translation>Ra: media de Elo de los rivales; Rp: performance (B.01 1.4.8).</translation>
    </message>
    <message>
        <source>No. {no}</source>
        <translation>N.º {no}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>Elo {rating}</translation>
    </message>
    <message>
        <source>Points {pts}, rank {rank}.</source>
        <translation>Puntos {pts}, puesto {rank}.</translation>
    </message>
    <message>
        <source>Games played {n}: {w} won, {d} drawn, {l} lost.</source>
        <translation>Partidas jugadas {n}: {w} ganadas, {d} tablas, {l} perdidas.</translation>
    </message>
    <message>
        <source>ARO (C.07 10.1) {aro}; TPR (C.07 10.2) {tpr}.</source>
        <translation>ARO (C.07 10.1) {aro}; TPR (C.07 10.2) {tpr}.</translation>
    </message>
    <message>
        <source>Withdrawn from round {round}.</source>
        <translation>Retirado desde la ronda {round}.</translation>
    </message>
    <message>
        <source>Rating change so far: K {k} × ΣΔR {sum} = {exact}, rounded {rounded} (B.02 §8.3; K {tr_reason}).</source>
        <translation>Variación de Elo hasta ahora: K {k} × ΣΔR {sum} = {exact}, redondeada {rounded} (B.02 §8.3; K {tr_reason}).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2).</source>
        <translation>Sin Elo: primer Elo a partir de este torneo {ru} (B.02 §8.2).</translation>
    </message>
    <message>
        <source>Unrated: first rating from this event {ru} (B.02 §8.2); {tr_notes}.</source>
        <translation>Sin Elo: primer Elo a partir de este torneo {ru} (B.02 §8.2); {tr_notes}.</translation>
    </message>
    <message>
        <source>K {k}: rated {r} or more (B.02 §8.3.3)</source>
        <translation>K {k}: Elo {r} o más (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k}: Elo inferior a {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K 40 if fewer than 30 rated games or once rated 2400 gives K 10: check the list</source>
        <translation>K 40 con menos de 30 partidas valoradas; haber alcanzado 2400 da K 10: compruébese la lista</translation>
    </message>
    <message>
        <source>K {k}: born {year}, at most {age} in {event_year}, rated under {r} (B.02 §8.3.3)</source>
        <translation>K {k}: nacido en {year}, como mucho {age} años en {event_year}, Elo inferior a {r} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>K {k}: fewer than {n} rated games (B.02 §8.3.3)</source>
        <translation>K {k}: menos de {n} partidas valoradas (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>lowered to {k}: {games} games x K may not exceed {max} (B.02 §8.3.3)</source>
        <translation>reducido a {k}: {games} partidas x K no puede superar {max} (B.02 §8.3.3)</translation>
    </message>
    <message>
        <source>No. {no} {name}: unrated</source>
        <translation>N.º {no} {name}: sin Elo</translation>
    </message>
    <message>
        <source>No. {no} {name}: {rating}, K {k} ({tr_reason})</source>
        <translation>N.º {no} {name}: {rating}, K {k} ({tr_reason})</translation>
    </message>
    <message>
        <source>No. {no} · {name} · rating {rating} · K {k} · change {change}</source>
        <translation>N.º {no} · {name} · Elo {rating} · K {k} · variación {change}</translation>
    </message>
    <message>
        <source>No. {no} · {name} · unrated</source>
        <translation>N.º {no} · {name} · sin Elo</translation>
    </message>
    <message>
        <source>No. {no} {name}: {tr_notes}.</source>
        <translation>N.º {no} {name}: {tr_notes}.</translation>
    </message>
    <message>
        <source>Standard rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo estándar, valores como en el archivo (la lista vigente al empezar el torneo). Solo cuentan las partidas jugadas ante rivales con Elo (B.02 §5.1, §8.3.1); no las incomparecencias, los byes ni las partidas de menos de una jugada.</translation>
    </message>
    <message>
        <source>Rapid rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo rápido, valores como en el archivo (la lista vigente al empezar el torneo). Solo cuentan las partidas jugadas ante rivales con Elo (B.02 §5.1, §8.3.1); no las incomparecencias, los byes ni las partidas de menos de una jugada.</translation>
    </message>
    <message>
        <source>Blitz rating, ratings as in the file (the list in force when the event starts). Only games played over the board against rated opponents count (B.02 §5.1, §8.3.1); forfeits, byes and games of less than one move do not.</source>
        <translation>Elo relámpago, valores como en el archivo (la lista vigente al empezar el torneo). Solo cuentan las partidas jugadas ante rivales con Elo (B.02 §5.1, §8.3.1); no las incomparecencias, los byes ni las partidas de menos de una jugada.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D: Elo propio menos el del rival; D 400: la diferencia contada según la regla de los 400 puntos (B.02 §8.3.1 desde el 1 de octubre de 2025: los jugadores de 2650 o más conservan la D real). PD: puntuación esperada (tabla 8.1.2); ΔR = resultado − PD; la variación es K × ΣΔR.</translation>
    </message>
    <message>
        <source>D: own rating minus the opponent's; D 400: the difference counted under the 400-point rule (B.02 §8.3.1 from 1 October 2025: players rated 2650 and above keep the real D; in rapid and blitz everyone is capped). PD: expected score (table 8.1.2); ΔR = score − PD; the change is K × ΣΔR.</source>
        <translation>D: Elo propio menos el del rival; D 400: la diferencia contada según la regla de los 400 puntos (B.02 §8.3.1 desde el 1 de octubre de 2025: los jugadores de 2650 o más conservan la D real; en rápido y relámpago se limita para todos). PD: puntuación esperada (tabla 8.1.2); ΔR = resultado − PD; la variación es K × ΣΔR.</translation>
    </message>
    <message>
        <source>Change: K × ΣΔR rounded once, 0.5 away from zero (B.02 §8.3.4). FIDE rounds the change of a whole rating period: with other events in the same period, the rounded figure is an estimate.</source>
        <translation>Variación: K × ΣΔR redondeada una vez, 0,5 alejándose de cero (B.02 §8.3.4). La FIDE redondea la variación de un periodo entero: con otros torneos en el mismo periodo, la cifra redondeada es una estimación.</translation>
    </message>
    <message>
        <source>K: typed from the rating list where given, else computed (B.02 §8.3.3) from the rating and year of birth; the file does not tell the number of rated games (K 40 under 30) or whether 2400 was ever reached (K 10). K × games may not exceed 700 (this event's games).</source>
        <translation>K: tomado de la lista de Elo cuando se indica, si no calculado (B.02 §8.3.3) a partir del Elo y el año de nacimiento; el archivo no indica el número de partidas valoradas (K 40 por debajo de 30) ni si alguna vez se alcanzó 2400 (K 10). K × partidas no puede superar 700 (partidas de este torneo).</translation>
    </message>
    <message>
        <source>New for an unrated player: the first rating from this event alone (B.02 §8.2: two hypothetical 1800 opponents drawn, maximum 2200); * publishable now, (…) not yet.</source>
        <translation>Nuevo para un jugador sin Elo: el primer Elo a partir solo de este torneo (B.02 §8.2: dos tablas hipotéticas ante 1800, máximo 2200); * publicable ya, (…) todavía no.</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (table 8.1.1, p in whole percent).</source>
        <translation>Perf: Ra + dp sobre las partidas ante rivales con Elo (tabla 8.1.1, p en porcentaje entero).</translation>
    </message>
    <message>
        <source>Perf: Ra + dp over the games against rated opponents (B.02 8.1.1); ±Rtg: the rating change K × ΣΔR rounded half away from zero (B.02 §8.3), for an unrated player his first rating from this event (* publishable); see the rating-change report.</source>
        <translation>Perf: Ra + dp sobre las partidas ante rivales con Elo (B.02 8.1.1); ±Elo: la variación de Elo K × ΣΔR redondeada alejándose de cero (B.02 §8.3), para un jugador sin Elo su primer Elo a partir de este torneo (* publicable); véase el informe de variaciones de Elo.</translation>
    </message>
    <message>
        <source>The event started before 1 October 2025: the 400-point rule of that time capped every player; these figures use the amended rule (docs/rulings.md RN-4).</source>
        <translation>El torneo empezó antes del 1 de octubre de 2025: la regla de los 400 puntos de entonces limitaba a todos los jugadores; estas cifras usan la regla modificada (docs/rulings.md RN-4).</translation>
    </message>
    <message>
        <source>NORM: the title result and every requirement of B.01 1.4 are met. draw R9 / win R9 / any R9: the least result of the paired round that gives the norm. open: rounds remain to be paired. Rn: the first requirement that fails (R1 games, R2 federations, R3 own/one federation, R4 titled, R5 title-holders, R7 Ra, R8 Rp, R9 35 %, R10 women) and by how much. holds: the player has the title or a higher one.</source>
        <translation>NORMA: se cumplen el resultado de título y todos los requisitos de B.01 1.4. tablas R9 / victoria R9 / cualquiera R9: el menor resultado de la ronda emparejada que da la norma. abierta: quedan rondas por emparejar. Rn: el primer requisito que no se cumple (R1 partidas, R2 federaciones, R3 propia/una federación, R4 titulados, R5 poseedores del título, R7 Ra, R8 Rp, R9 35 %, R10 mujeres) y por cuánto. titulado: el jugador tiene el título o uno superior.</translation>
    </message>
    <message>
        <source>Ra: opponents' average (unrated 1400, the lowest raised to the floor, 1.4.6); Rp = Ra + dp (1.4.8). Required: the least score that gives the title performance.</source>
        <translation>Ra: media de los rivales (sin Elo 1400, el más bajo elevado al mínimo, 1.4.6); Rp = Ra + dp (1.4.8). Necesario: la menor puntuación que da la performance de título.</translation>
    </message>
    <message>
        <source>This is a {kind} event: norms come from standard games only.</source>
        <translation>Es un torneo {kind}: las normas solo provienen de partidas estándar.</translation>
    </message>
    <message>
        <source>The federation mix (R2, R3) is waived under {waiver}.</source>
        <translation>La mezcla de federaciones (R2, R3) se exime según {waiver}.</translation>
    </message>
    <message>
        <source>Not confirmed by the arbiter (norm event conditions): {tr_list}.</source>
        <translation>No confirmado por el árbitro (condiciones de un torneo de normas): {tr_list}.</translation>
    </message>
    <message>
        <source>The chief arbiter is an International Arbiter or FIDE Arbiter</source>
        <translation>El árbitro principal es Árbitro Internacional o Árbitro FIDE</translation>
    </message>
    <message>
        <source>No more than two rounds on any day</source>
        <translation>No más de dos rondas en un día</translation>
    </message>
    <message>
        <source>At least two hours per player for 60 moves</source>
        <translation>Al menos dos horas por jugador para 60 jugadas</translation>
    </message>
    <message>
        <source>No more than 12 hours of play on any day</source>
        <translation>No más de 12 horas de juego en un día</translation>
    </message>
    <message>
        <source>One time control for all rounds</source>
        <translation>Un único ritmo de juego para todas las rondas</translation>
    </message>
    <message>
        <source>Registered with FIDE at least 30 days before the start</source>
        <translation>Registrado en la FIDE al menos 30 días antes del inicio</translation>
    </message>
    <message>
        <source>One round a day on at least three days (needed by one GM/WGM norm)</source>
        <translation>Una ronda al día en al menos tres días (necesario para una norma de GM/WGM)</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>Round {round}: pairings and results</source>
        <translation>Ronda {round}: emparejamientos y resultados</translation>
    </message>
    <message>
        <source>Round {round}: pairings by name</source>
        <translation>Ronda {round}: emparejamientos por nombre</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Clasificación tras la ronda {round}</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Variaciones de Elo</translation>
    </message>
    <message>
        <source>Title norms</source>
        <translation>Normas de título</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Por tablero</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Por nombre</translation>
    </message>
    <message>
        <source>results complete</source>
        <translation>resultados completos</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Fechas</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Árbitro principal</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message>
        <source>Skip to the content</source>
        <translation>Ir al contenido</translation>
    </message>
    <message>
        <source>Pages of the event</source>
        <translation>Páginas del torneo</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Esta ronda</translation>
    </message>
    <message>
        <source>Published with Swiss Arbiter {version}</source>
        <translation>Publicado con Swiss Arbiter {version}</translation>
    </message>
    <message>
        <source>This page updates itself when the arbiter publishes.</source>
        <translation>Esta página se actualiza cuando el árbitro publica.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>No round has been published yet.</source>
        <translation>Aún no se ha publicado ninguna ronda.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>El torneo</translation>
    </message>
    <message>
        <source>Page not found</source>
        <translation>Página no encontrada</translation>
    </message>
    <message>
        <source>This page is not published (yet).</source>
        <translation>Esta página no está publicada (todavía).</translation>
    </message>
    <message>
        <source>Back to the event</source>
        <translation>Volver al torneo</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Número inicial</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Puntuación esperada</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
</context>
</TS>
