<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>Projector view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round published yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (this window&apos;s screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>set tournament details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set pairing settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set initial order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record withdrawal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpair round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set rating settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set norm fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw lots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair round robin round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the tournament file under a new name, go on there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} rounds taken over. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} remark(s) from the file (Show Details).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the tournament as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Publish to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s pages (published rounds, results, standings, crosstable, player cards) are written into this folder, to open in any browser or copy to a web site. Press F9 after each round to write them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of the site</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LivePageDialog</name>
    <message>
        <source>Live page on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players open the address on their phones, or scan the code, on the venue&apos;s network. Only published rounds and standings are shown; the pages update themselves each time you publish (F9). Nothing can be changed from a phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (this computer only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language of the pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint QR code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save QR code as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds shown: {0} · requests answered: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings, results and standings on your phone: scan the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type the address in a browser (venue network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import TRF as a new tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ublish round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;npair round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter &amp;results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import results from TRF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplain pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export explanation as &amp;text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing round {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} paired — check it, then publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: the tournament changed while pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pair round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a player: name, number, federation, FIDE ID…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {0}; the file as it was is kept as {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — a TRF file, shown read-only (File &gt; Import TRF to work on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments (*{0} *.trf *.trfx *.txt);;Swiss Arbiter tournaments (*{0});;Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss Arbiter tournaments (*{0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a TRF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament report files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs a FIDE-rated Swiss tournament at the venue: registration, pairings (FIDE Dutch System), results, standings and the FIDE report file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing number (starting rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name as in the FIDE rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE rating (blank: unrated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE identification number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points from the results entered so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: withdrawn from round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, born {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <source>&amp;Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live page on the local network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;jector view…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <source>Published rounds 1-{0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published (no round yet) to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>&amp;Pairings of round {r} by board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings of round {r} by &amp;name (wall list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results of round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings after round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Crosstable after round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;card after round {r}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating c&amp;hanges after round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating change of a pla&amp;yer after round {r}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;orm screen (GM, IM, WGM, WIM; IT1, IT3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating type and &amp;K factors…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundRobin</name>
    <message>
        <source>Draw &amp;lots for the pairing numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Schedule of all rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berger &amp;table (pairing numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Crosstable (round-robin grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round-ro&amp;bin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>&amp;Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, dates, arbiters, pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register, correct and delete players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add from the &amp;FIDE list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-registrations in CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial &amp;order and pairing numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C.04.2 order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Byes, absences and withdrawals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per player and round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export TRF (FIDE report)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE report file (TRF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export TRF for a pairing &amp;checker…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF16 with the XXR/XXC/XXA/XXS lines pairing engines read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cat</name>
    <message>
        <source>Rk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
