<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ColorName</name>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>blaugrün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>Colour: %1</source>
        <translation>Farbe: %1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library (not an SQLite database).</source>
        <translation>%1 ist keine Lectern-Bibliothek (keine SQLite-Datenbank).</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library.</source>
        <translation>%1 ist keine Lectern-Bibliothek.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Lectern (library version %2; this build reads up to %3). It was left unchanged.</source>
        <translation>%1 wurde von einer neueren Lectern-Version geschrieben (Bibliotheksversion %2; diese Version liest bis Version %3). Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Cannot back up %1 before upgrading it: %2</source>
        <translation>%1 kann vor der Aktualisierung nicht gesichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot upgrade %1 to version %2: %3</source>
        <translation>%1 kann nicht auf Version %2 aktualisiert werden: %3</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>%1 kann nicht aktualisiert werden: %2</translation>
    </message>
    <message>
        <source>There is no library at %1.</source>
        <translation>Unter %1 gibt es keine Bibliothek.</translation>
    </message>
    <message>
        <source>%1 must be upgraded before it can be read here: open it where it can be written first.</source>
        <translation>%1 muss aktualisiert werden, bevor sie hier gelesen werden kann: Öffnen Sie sie zuerst dort, wo sie geschrieben werden kann.</translation>
    </message>
    <message>
        <source>%1 cannot be opened because its folder %2 cannot be written: Lectern keeps the library&apos;s journal beside it. Make the folder writable, or copy the library to a folder you can write to.</source>
        <translation>%1 kann nicht geöffnet werden, weil in ihren Ordner %2 nicht geschrieben werden kann: Lectern legt das Journal der Bibliothek daneben ab. Machen Sie den Ordner beschreibbar oder kopieren Sie die Bibliothek in einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Cannot create the library %1: the folder %2 cannot be written.</source>
        <translation>Die Bibliothek %1 kann nicht erstellt werden: In den Ordner %2 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 is read-only. Make it writable, or copy it to a folder you can write to.</source>
        <translation>%1 ist schreibgeschützt. Machen Sie die Datei beschreibbar oder kopieren Sie sie in einen Ordner, in den Sie schreiben können.</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>No backup of the library could be made first, so nothing was imported: %1</source>
        <translation>Es konnte vorab keine Sicherung der Bibliothek erstellt werden, daher wurde nichts importiert: %1</translation>
    </message>
    <message>
        <source>%1 changed while it was imported; nothing was imported.</source>
        <translation>%1 wurde während des Imports geändert; es wurde nichts importiert.</translation>
    </message>
</context>
<context>
    <name>Lectern::Backups</name>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation>Der Sicherungsordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The backup of %1 did not pass its check: %2</source>
        <translation>Die Sicherung von %1 hat die Prüfung nicht bestanden: %2</translation>
    </message>
    <message>
        <source>Cannot write the backup %1.</source>
        <translation>Die Sicherung %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Cannot keep the library in %1: %2</source>
        <translation>Die Bibliothek kann nicht in %1 aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>Cannot keep a copy of the damaged library in %1.</source>
        <translation>Eine Kopie der beschädigten Bibliothek kann nicht in %1 aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Cannot restore %1 over %2.</source>
        <translation>%1 kann nicht anstelle von %2 wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Cannot copy %1 into %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>it is not open</source>
        <translation>nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>Lectern::Cli</name>
    <message>
        <source>Output format: table, json or tsv (name, papers; no header).</source>
        <translation>Ausgabeformat: table, json oder tsv (Name, Artikel; ohne Kopfzeile).</translation>
    </message>
    <message>
        <source>The files&apos; format: auto (from each file&apos;s content), text, ris, bibtex, wos, pubmed, csv or json.</source>
        <translation>Das Format der Dateien: auto (aus dem Inhalt jeder Datei), text, ris, bibtex, wos, pubmed, csv oder json.</translation>
    </message>
    <message>
        <source>Tag each paper with its record&apos;s keywords.</source>
        <translation>Jeden Artikel mit den Stichwörtern seines Datensatzes taggen.</translation>
    </message>
    <message>
        <source>Delete without listing first.</source>
        <translation>Ohne vorherige Auflistung löschen.</translation>
    </message>
    <message>
        <source>The collection (with all its papers).</source>
        <translation>Die Sammlung (mit allen ihren Artikeln).</translation>
    </message>
    <message>
        <source>The list&apos;s description.</source>
        <translation>Die Beschreibung der Liste.</translation>
    </message>
    <message>
        <source>Set the reading status: unread, reading or read.</source>
        <translation>Den Lesestatus setzen: unread, reading oder read.</translation>
    </message>
    <message>
        <source>Set the rating, 0 (none) to 5.</source>
        <translation>Die Bewertung setzen, 0 (keine) bis 5.</translation>
    </message>
    <message>
        <source>Star the papers.</source>
        <translation>Die Artikel mit einem Stern markieren.</translation>
    </message>
    <message>
        <source>Remove the papers&apos; stars.</source>
        <translation>Die Sterne der Artikel entfernen.</translation>
    </message>
    <message>
        <source>%1 new, %2 merged, %3 already in the library</source>
        <translation>%1 neu, %2 zusammengeführt, %3 bereits in der Bibliothek</translation>
    </message>
    <message>
        <source>%1 new, %2 already in the library</source>
        <translation>%1 neu, %2 bereits in der Bibliothek</translation>
    </message>
    <message>
        <source>%1, %2 skipped</source>
        <translation>%1, %2 übersprungen</translation>
    </message>
    <message>
        <source>give the files to import</source>
        <translation>geben Sie die zu importierenden Dateien an</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use auto, %2</source>
        <translation>unbekanntes Format „%1“; verwenden Sie auto, %2</translation>
    </message>
    <message>
        <source>lectern-cli: nothing was imported: %1</source>
        <translation>lectern-cli: es wurde nichts importiert: %1</translation>
    </message>
    <message>
        <source>lectern-cli: %1; nothing imported from it</source>
        <translation>lectern-cli: %1; daraus wurde nichts importiert</translation>
    </message>
    <message>
        <source>%1: no abstracts found; nothing imported</source>
        <translation>%1: keine Abstracts gefunden; nichts importiert</translation>
    </message>
    <message>
        <source>  merged record %1 into paper %2: %3</source>
        <translation>  Datensatz %1 mit Artikel %2 zusammengeführt: %3</translation>
    </message>
    <message numerus="yes">
        <source>  tagged with %n tags from the records&apos; keywords</source>
        <translation>
            <numerusform>  mit %n Tag aus den Stichwörtern der Datensätze getaggt</numerusform>
            <numerusform>  mit %n Tags aus den Stichwörtern der Datensätze getaggt</numerusform>
        </translation>
    </message>
    <message>
        <source>  warning: %1</source>
        <translation>  Warnung: %1</translation>
    </message>
    <message>
        <source>  skipped the record at line %1: %2</source>
        <translation>  Datensatz in Zeile %1 übersprungen: %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Gesamt: %1</translation>
    </message>
    <message>
        <source>give one of --ids, --query and --list</source>
        <translation>geben Sie eine der Optionen --ids, --query oder --list an</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give a reading list&apos;s name and the paper ids</source>
        <translation>geben Sie den Namen einer Leseliste und die Artikel-IDs an</translation>
    </message>
    <message>
        <source>give one reading list&apos;s name</source>
        <translation>geben Sie den Namen einer Leseliste an</translation>
    </message>
    <message>
        <source>Made the reading list %1.</source>
        <translation>Leseliste %1 angelegt.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n papers to %1.</source>
        <translation>
            <numerusform>%n Artikel zu %1 hinzugefügt.</numerusform>
            <numerusform>%n Artikel zu %1 hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 were in it already.</source>
        <translation>%1 waren bereits enthalten.</translation>
    </message>
    <message numerus="yes">
        <source>Took %n papers out of %1.</source>
        <translation>
            <numerusform>%n Artikel aus %1 entfernt.</numerusform>
            <numerusform>%n Artikel aus %1 entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>give at most one reading list&apos;s name</source>
        <translation>geben Sie höchstens den Namen einer Leseliste an</translation>
    </message>
    <message>
        <source>give the reading list&apos;s name and its new name</source>
        <translation>geben Sie den Namen der Leseliste und ihren neuen Namen an</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>%1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>Deleted the reading list %1 (its papers stay in the library).</source>
        <translation>Leseliste %1 gelöscht (ihre Artikel bleiben in der Bibliothek).</translation>
    </message>
    <message>
        <source>give the paper ids, --collection NAME or --query QUERY (one of them)</source>
        <translation>geben Sie die Artikel-IDs, --collection NAME oder --query QUERY an (eines davon)</translation>
    </message>
    <message>
        <source>no collection named &apos;%1&apos;</source>
        <translation>keine Sammlung namens &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>Would delete the collection %1 and its %n papers:</source>
        <translation>
            <numerusform>Die Sammlung %1 mit %n Artikel würde gelöscht werden:</numerusform>
            <numerusform>Die Sammlung %1 mit %n Artikeln würde gelöscht werden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would delete %n papers:</source>
        <translation>
            <numerusform>%n Artikel würde gelöscht werden:</numerusform>
            <numerusform>%n Artikel würden gelöscht werden:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was deleted: run the command again with --yes to delete.</source>
        <translation>Es wurde nichts gelöscht: Führen Sie den Befehl zum Löschen erneut mit --yes aus.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the collection %1 and its %n papers.</source>
        <translation>
            <numerusform>Die Sammlung %1 mit %n Artikel wurde gelöscht.</numerusform>
            <numerusform>Die Sammlung %1 mit %n Artikeln wurde gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n papers.</source>
        <translation>
            <numerusform>%n Artikel gelöscht.</numerusform>
            <numerusform>%n Artikel gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>bad query: %1</source>
        <translation>ungültige Suchanfrage: %1</translation>
    </message>
    <message>
        <source>no paper with id %1</source>
        <translation>kein Artikel mit der ID %1</translation>
    </message>
    <message>
        <source>Library:     %1</source>
        <translation>Bibliothek:         %1</translation>
    </message>
    <message>
        <source>Papers:      %1</source>
        <translation>Artikel:            %1</translation>
    </message>
    <message>
        <source>Unread:      %1</source>
        <translation>Ungelesen:          %1</translation>
    </message>
    <message>
        <source>Starred:     %1</source>
        <translation>Mit Stern markiert: %1</translation>
    </message>
    <message>
        <source>With notes:  %1</source>
        <translation>Mit Notizen:        %1</translation>
    </message>
    <message>
        <source>Tags:        %1</source>
        <translation>Tags:               %1</translation>
    </message>
    <message>
        <source>Collections: %1</source>
        <translation>Sammlungen:         %1</translation>
    </message>
    <message>
        <source>give a tag name and the paper ids</source>
        <translation>geben Sie einen Tag-Namen und die Artikel-IDs an</translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1.</source>
        <translation>
            <numerusform>%n Artikel mit %1 getaggt.</numerusform>
            <numerusform>%n Artikel mit %1 getaggt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1 (%2 already had it).</source>
        <translation>
            <numerusform>%n Artikel mit %1 getaggt (bei %2 bereits vorhanden).</numerusform>
            <numerusform>%n Artikel mit %1 getaggt (bei %2 bereits vorhanden).</numerusform>
        </translation>
    </message>
    <message>
        <source>no tag named &apos;%1&apos;</source>
        <translation>kein Tag namens &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers.</source>
        <translation>
            <numerusform>%1 von %n Artikel entfernt.</numerusform>
            <numerusform>%1 von %n Artikeln entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers (%2 did not have it).</source>
        <translation>
            <numerusform>%1 von %n Artikel entfernt (bei %2 nicht vorhanden).</numerusform>
            <numerusform>%1 von %n Artikeln entfernt (bei %2 nicht vorhanden).</numerusform>
        </translation>
    </message>
    <message>
        <source>give at most one paper id</source>
        <translation>geben Sie höchstens eine Artikel-ID an</translation>
    </message>
    <message>
        <source>give the tag&apos;s name and its new name</source>
        <translation>geben Sie den Namen des Tags und seinen neuen Namen an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be moved below itself</source>
        <translation>&apos;%1&apos; kann nicht unter sich selbst verschoben werden</translation>
    </message>
    <message numerus="yes">
        <source>Merged %1 into %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>%1 mit %2 zusammengeführt (%n Tag, %3 mit bestehenden Tags zusammengeführt).</numerusform>
            <numerusform>%1 mit %2 zusammengeführt (%n Tags, %3 mit bestehenden Tags zusammengeführt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>%1 in %2 umbenannt (%n Tag, %3 mit bestehenden Tags zusammengeführt).</numerusform>
            <numerusform>%1 in %2 umbenannt (%n Tags, %3 mit bestehenden Tags zusammengeführt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags).</source>
        <translation>
            <numerusform>%1 in %2 umbenannt (%n Tag).</numerusform>
            <numerusform>%1 in %2 umbenannt (%n Tags).</numerusform>
        </translation>
    </message>
    <message>
        <source>give one tag name</source>
        <translation>geben Sie einen Tag-Namen an</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n tags (%1); tag assignments removed: %2.</source>
        <translation>
            <numerusform>%n Tag gelöscht (%1); entfernte Tag-Zuweisungen: %2.</numerusform>
            <numerusform>%n Tags gelöscht (%1); entfernte Tag-Zuweisungen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the note from stdin; nothing changed</source>
        <translation>die Notiz kann nicht von stdin gelesen werden; nichts geändert</translation>
    </message>
    <message>
        <source>the input is not text (binary data at offset %1); nothing changed</source>
        <translation>die Eingabe ist kein Text (Binärdaten an Position %1); nichts geändert</translation>
    </message>
    <message>
        <source>the input is not UTF-8 (invalid byte at offset %1); nothing changed</source>
        <translation>die Eingabe ist kein UTF-8 (ungültiges Byte an Position %1); nichts geändert</translation>
    </message>
    <message>
        <source>Saved the note of paper %1.</source>
        <translation>Notiz von Artikel %1 gespeichert.</translation>
    </message>
    <message>
        <source>Deleted the note of paper %1.</source>
        <translation>Notiz von Artikel %1 gelöscht.</translation>
    </message>
    <message>
        <source>Paper %1 has no note; nothing changed.</source>
        <translation>Artikel %1 hat keine Notiz; nichts geändert.</translation>
    </message>
    <message>
        <source>give --status, --rating, --star or --unstar</source>
        <translation>geben Sie --status, --rating, --star oder --unstar an</translation>
    </message>
    <message>
        <source>give --star or --unstar, not both</source>
        <translation>geben Sie --star oder --unstar an, nicht beides</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos; (use unread, reading or read)</source>
        <translation>unbekannter Status &apos;%1&apos; (verwenden Sie unread, reading oder read)</translation>
    </message>
    <message>
        <source>the rating must be a whole number from 0 to %1, not &apos;%2&apos;</source>
        <translation>die Bewertung muss eine ganze Zahl von 0 bis %1 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <source>starred</source>
        <translation>mit Stern markiert</translation>
    </message>
    <message>
        <source>not starred</source>
        <translation>ohne Stern</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers: %1.</source>
        <translation>
            <numerusform>Für %n Artikel gesetzt: %1.</numerusform>
            <numerusform>Für %n Artikel gesetzt: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The paper&apos;s id (see list).</source>
        <translation>Die ID des Artikels (siehe list).</translation>
    </message>
    <message>
        <source>The tag; levels are separated by &apos;/&apos; (method/diffusion).</source>
        <translation>Das Tag; Ebenen werden durch &apos;/&apos; getrennt (Methode/Diffusion).</translation>
    </message>
    <message>
        <source>Import abstract lists, RIS, BibTeX, Web of Science, PubMed, CSV and JSON files into the library.</source>
        <translation>Abstract-Listen sowie RIS-, BibTeX-, Web-of-Science-, PubMed-, CSV- und JSON-Dateien in die Bibliothek importieren.</translation>
    </message>
    <message>
        <source>The files to import; - reads standard input.</source>
        <translation>Die zu importierenden Dateien; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>Write papers as a Markdown reading list, BibTeX, RIS, CSL-JSON, CSV or HTML.</source>
        <translation>Artikel als Markdown-Leseliste, BibTeX, RIS, CSL-JSON, CSV oder HTML ausgeben.</translation>
    </message>
    <message>
        <source>Make a reading list.</source>
        <translation>Eine Leseliste anlegen.</translation>
    </message>
    <message>
        <source>The list&apos;s name.</source>
        <translation>Der Name der Liste.</translation>
    </message>
    <message>
        <source>Add papers at the end of a reading list.</source>
        <translation>Artikel am Ende einer Leseliste hinzufügen.</translation>
    </message>
    <message>
        <source>Take papers out of a reading list (they stay in the library).</source>
        <translation>Artikel aus einer Leseliste entfernen (sie bleiben in der Bibliothek).</translation>
    </message>
    <message>
        <source>List the reading lists, or one list&apos;s papers in order.</source>
        <translation>Die Leselisten auflisten oder die Artikel einer Liste in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>Only this list&apos;s papers.</source>
        <translation>Nur die Artikel dieser Liste.</translation>
    </message>
    <message>
        <source>Rename a reading list.</source>
        <translation>Eine Leseliste umbenennen.</translation>
    </message>
    <message>
        <source>Its new name.</source>
        <translation>Der neue Name.</translation>
    </message>
    <message>
        <source>Delete a reading list (its papers stay in the library).</source>
        <translation>Eine Leseliste löschen (ihre Artikel bleiben in der Bibliothek).</translation>
    </message>
    <message>
        <source>Delete papers, or a collection with its papers (lists them without --yes).</source>
        <translation>Artikel löschen oder eine Sammlung mit ihren Artikeln (ohne --yes werden sie nur aufgelistet).</translation>
    </message>
    <message>
        <source>List the papers, or those matching a query.</source>
        <translation>Die Artikel auflisten oder nur die, die einer Suchanfrage entsprechen.</translation>
    </message>
    <message>
        <source>Show one paper with its abstract.</source>
        <translation>Einen Artikel mit seinem Abstract anzeigen.</translation>
    </message>
    <message>
        <source>Count the papers and collections in the library.</source>
        <translation>Die Artikel und Sammlungen in der Bibliothek zählen.</translation>
    </message>
    <message>
        <source>Set the reading status, rating or star of papers.</source>
        <translation>Lesestatus, Bewertung oder Stern von Artikeln setzen.</translation>
    </message>
    <message>
        <source>Tag papers (the tag is made when it is new).</source>
        <translation>Artikel taggen (das Tag wird angelegt, wenn es neu ist).</translation>
    </message>
    <message>
        <source>Take a tag off papers (the tag stays).</source>
        <translation>Ein Tag von Artikeln entfernen (das Tag selbst bleibt bestehen).</translation>
    </message>
    <message>
        <source>List the tags with their paper counts, or one paper&apos;s tags.</source>
        <translation>Die Tags mit der Anzahl ihrer Artikel auflisten oder die Tags eines Artikels.</translation>
    </message>
    <message>
        <source>Only this paper&apos;s tags.</source>
        <translation>Nur die Tags dieses Artikels.</translation>
    </message>
    <message>
        <source>Rename a tag and the tags below it; merge into NEW if it exists.</source>
        <translation>Ein Tag und die Tags darunter umbenennen; mit NEW zusammenführen, falls es bereits existiert.</translation>
    </message>
    <message>
        <source>The tag&apos;s name.</source>
        <translation>Der Name des Tags.</translation>
    </message>
    <message>
        <source>Delete a tag and every tag below it, without asking.</source>
        <translation>Ein Tag und alle Tags darunter ohne Nachfrage löschen.</translation>
    </message>
    <message>
        <source>Print a paper&apos;s Markdown note (nothing when it has none).</source>
        <translation>Die Markdown-Notiz eines Artikels ausgeben (nichts, wenn er keine hat).</translation>
    </message>
    <message>
        <source>Store a paper&apos;s note, read as UTF-8 from stdin; empty input deletes it.</source>
        <translation>Die Notiz eines Artikels speichern, als UTF-8 von stdin gelesen; eine leere Eingabe löscht sie.</translation>
    </message>
    <message>
        <source>Usage: lectern-cli [--db PATH] COMMAND [OPTIONS]

Read, search and tag research-paper abstracts.

Commands:
</source>
        <translation>Aufruf: lectern-cli [--db PFAD] BEFEHL [OPTIONEN]

Abstracts von Forschungsartikeln lesen, durchsuchen und taggen.

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;lectern-cli COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
Führen Sie &apos;lectern-cli BEFEHL --help&apos; aus, um die Optionen eines Befehls zu sehen.
</translation>
    </message>
    <message>
        <source>Usage: lectern-cli [--db PATH] %1 COMMAND [OPTIONS]

Commands:
</source>
        <translation>Aufruf: lectern-cli [--db PFAD] %1 BEFEHL [OPTIONEN]

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;lectern-cli %1 COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
Führen Sie &apos;lectern-cli %1 BEFEHL --help&apos; aus, um die Optionen eines Befehls zu sehen.
</translation>
    </message>
    <message>
        <source>lectern-cli: unknown command &apos;%1&apos;; see &apos;lectern-cli %2&apos;</source>
        <translation>lectern-cli: unbekannter Befehl &apos;%1&apos;; siehe &apos;lectern-cli %2&apos;</translation>
    </message>
    <message>
        <source>the library failed: %1</source>
        <translation>Fehler in der Bibliothek: %1</translation>
    </message>
    <message>
        <source>Only papers matching this search query.</source>
        <translation>Nur Artikel, die dieser Suchanfrage entsprechen.</translation>
    </message>
    <message>
        <source>Output format: table, json or tsv (id, year, collection, title; no header).</source>
        <translation>Ausgabeformat: table, json oder tsv (ID, Jahr, Sammlung, Titel; ohne Kopfzeile).</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>Ausgabeformat: table oder json.</translation>
    </message>
    <message>
        <source>Only the papers of this reading list, in its order.</source>
        <translation>Nur die Artikel dieser Leseliste, in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>The format: markdown, bibtex, ris, csljson, csv or html.</source>
        <translation>Das Format: markdown, bibtex, ris, csljson, csv oder html.</translation>
    </message>
    <message>
        <source>Only these papers, in this order (1,2,3).</source>
        <translation>Nur diese Artikel, in dieser Reihenfolge (1,2,3).</translation>
    </message>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>In diese Datei statt in die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>Markdown: leave the abstracts out of the list.</source>
        <translation>Markdown: die Abstracts in der Liste weglassen.</translation>
    </message>
    <message>
        <source>BibTeX: write letters beyond ASCII as LaTeX commands ({\&quot;u}).</source>
        <translation>BibTeX: Zeichen außerhalb von ASCII als LaTeX-Befehle schreiben ({\&quot;u}).</translation>
    </message>
    <message>
        <source>CSV: start with a UTF-8 byte order mark, for spreadsheet programs.</source>
        <translation>CSV: mit einer UTF-8-Byte-Order-Mark beginnen, für Tabellenkalkulationen.</translation>
    </message>
    <message>
        <source>Markdown and HTML: the list&apos;s heading.</source>
        <translation>Markdown und HTML: die Überschrift der Liste.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use %2)</source>
        <translation>unbekanntes Format &apos;%1&apos; (verwenden Sie %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a paper id</source>
        <translation>&apos;%1&apos; ist keine Artikel-ID</translation>
    </message>
    <message>
        <source>give one paper id</source>
        <translation>geben Sie eine Artikel-ID an</translation>
    </message>
    <message>
        <source>give the paper ids</source>
        <translation>geben Sie die Artikel-IDs an</translation>
    </message>
    <message>
        <source>no papers with ids %1</source>
        <translation>keine Artikel mit den IDs %1</translation>
    </message>
    <message>
        <source>no reading list named &apos;%1&apos;</source>
        <translation>keine Leseliste namens &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n papers to %1.</source>
        <translation>
            <numerusform>%n Artikel nach %1 exportiert.</numerusform>
            <numerusform>%n Artikel nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>The papers&apos; ids, as separate arguments or separated by commas (1,2,3).</source>
        <translation>Die IDs der Artikel, als einzelne Argumente oder durch Kommas getrennt (1,2,3).</translation>
    </message>
    <message>
        <source>The field that holds each record&apos;s label (1 relevant, 0 not).</source>
        <translation>Das Feld mit dem Label jedes Datensatzes (1 = relevant, 0 = nicht relevant).</translation>
    </message>
    <message>
        <source>How many runs, each from other first records (default 5).</source>
        <translation>Anzahl der Durchläufe, jeweils mit anderen ersten Datensätzen (Standard: 5).</translation>
    </message>
    <message>
        <source>The review&apos;s research question.</source>
        <translation>Die Forschungsfrage des Reviews.</translation>
    </message>
    <message>
        <source>Reasons to exclude, separated by &apos;;&apos; (picked with 1-9 while screening).</source>
        <translation>Ausschlussgründe, getrennt durch &apos;;&apos; (beim Sichten mit 1-9 auswählbar).</translation>
    </message>
    <message>
        <source>Words shown green in the abstracts, separated by &apos;;&apos;.</source>
        <translation>Wörter, die in den Abstracts grün angezeigt werden, getrennt durch &apos;;&apos;.</translation>
    </message>
    <message>
        <source>Words shown red in the abstracts, separated by &apos;;&apos;.</source>
        <translation>Wörter, die in den Abstracts rot angezeigt werden, getrennt durch &apos;;&apos;.</translation>
    </message>
    <message>
        <source>include, exclude, maybe, or undecided to take a decision back.</source>
        <translation>include, exclude, maybe oder undecided, um eine Entscheidung zurückzunehmen.</translation>
    </message>
    <message>
        <source>Why (one of the review&apos;s reasons, or any text).</source>
        <translation>Warum (einer der Gründe des Reviews oder beliebiger Text).</translation>
    </message>
    <message>
        <source>A note on the decision.</source>
        <translation>Eine Notiz zur Entscheidung.</translation>
    </message>
    <message>
        <source>log (every decision, as CSV), decisions (one reviewer&apos;s, for another reviewer to import), included (the included papers, in --format), prisma (the PRISMA flow, --format markdown or csv) or agreement (Cohen&apos;s kappa of each pair of reviewers, as CSV).</source>
        <translation>log (jede Entscheidung, als CSV), decisions (die eines Reviewers, zum Import durch einen anderen Reviewer), included (die eingeschlossenen Artikel, im Format von --format), prisma (das PRISMA-Flussdiagramm, --format markdown oder csv) oder agreement (Cohens Kappa für jedes Paar von Reviewern, als CSV).</translation>
    </message>
    <message>
        <source>Each reviewer sees only their own decisions until &apos;review unblind&apos;.</source>
        <translation>Jeder Reviewer sieht nur seine eigenen Entscheidungen, bis &apos;review unblind&apos; ausgeführt wird.</translation>
    </message>
    <message>
        <source>give one labelled file</source>
        <translation>geben Sie eine gelabelte Datei an</translation>
    </message>
    <message>
        <source>give the label&apos;s field: --label-column NAME</source>
        <translation>geben Sie das Feld des Labels an: --label-column NAME</translation>
    </message>
    <message>
        <source>--seeds needs a number from 1 to 1000</source>
        <translation>--seeds erfordert eine Zahl von 1 bis 1000</translation>
    </message>
    <message>
        <source>%1: a simulation needs at least two relevant records and one irrelevant one</source>
        <translation>%1: Eine Simulation erfordert mindestens zwei relevante Datensätze und einen nicht relevanten</translation>
    </message>
    <message>
        <source>%1: skipped %2</source>
        <translation>%1: %2 übersprungen</translation>
    </message>
    <message>
        <source>%1: %2 records after the first two, %3 of them relevant; model %4</source>
        <translation>%1: %2 Datensätze nach den ersten beiden, davon %3 relevant; Modell %4</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>give one review&apos;s name</source>
        <translation>geben Sie den Namen eines Reviews an</translation>
    </message>
    <message>
        <source>no review named &apos;%1&apos;</source>
        <translation>kein Review namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is blind: each reviewer sees only their own decisions until &apos;lectern-cli review unblind&apos;</source>
        <translation>&apos;%1&apos; ist verblindet: Jeder Reviewer sieht nur seine eigenen Entscheidungen, bis &apos;lectern-cli review unblind&apos; ausgeführt wird</translation>
    </message>
    <message numerus="yes">
        <source>Review &apos;%1&apos; made with %n papers.</source>
        <translation>
            <numerusform>Review &apos;%1&apos; mit %n Artikel angelegt.</numerusform>
            <numerusform>Review &apos;%1&apos; mit %n Artikeln angelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>give the decision: --verdict include|exclude|maybe|undecided</source>
        <translation>geben Sie die Entscheidung an: --verdict include|exclude|maybe|undecided</translation>
    </message>
    <message>
        <source>give the review&apos;s name and the paper ids</source>
        <translation>geben Sie den Namen des Reviews und die Artikel-IDs an</translation>
    </message>
    <message>
        <source>paper %1 is not in the review &apos;%2&apos;</source>
        <translation>Artikel %1 ist nicht im Review &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not blind.</source>
        <translation>&apos;%1&apos; ist nicht verblindet.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no longer blind: every reviewer&apos;s decisions are shown.</source>
        <translation>&apos;%1&apos; ist nicht mehr verblindet: Die Entscheidungen aller Reviewer werden angezeigt.</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>nicht definiert</translation>
    </message>
    <message>
        <source>%1: %2 of %3 screened; %4 included, %5 excluded, %6 maybe</source>
        <translation>%1: %2 von %3 gesichtet; %4 eingeschlossen, %5 ausgeschlossen, %6 vielleicht</translation>
    </message>
    <message>
        <source>Blind review: other reviewers&apos; decisions are hidden until &apos;lectern-cli review unblind&apos;.</source>
        <translation>Verblindetes Review: Die Entscheidungen anderer Reviewer bleiben verborgen, bis &apos;lectern-cli review unblind&apos; ausgeführt wird.</translation>
    </message>
    <message>
        <source>Agreement of %1 and %2: %3 of %4 papers both decided; Cohen&apos;s kappa %5</source>
        <translation>Übereinstimmung von %1 und %2: %3 von %4 Artikeln von beiden entschieden; Cohens Kappa %5</translation>
    </message>
    <message>
        <source>unknown --what &apos;%1&apos; (use %2)</source>
        <translation>unbekannter Wert &apos;%1&apos; für --what (verwenden Sie %2)</translation>
    </message>
    <message>
        <source>the PRISMA flow is written as markdown or csv</source>
        <translation>das PRISMA-Flussdiagramm wird als markdown oder csv ausgegeben</translation>
    </message>
    <message>
        <source>give the review&apos;s name and a decisions file</source>
        <translation>geben Sie den Namen des Reviews und eine Entscheidungsdatei an</translation>
    </message>
    <message>
        <source>%1: %2 is no paper of the review</source>
        <translation>%1: %2 ist kein Artikel des Reviews</translation>
    </message>
    <message>
        <source>Make a literature review of papers (--query, --list or --ids; all papers without them).</source>
        <translation>Ein Literatur-Review aus Artikeln anlegen (--query, --list oder --ids; ohne diese alle Artikel).</translation>
    </message>
    <message>
        <source>The review&apos;s name.</source>
        <translation>Der Name des Reviews.</translation>
    </message>
    <message>
        <source>Record a decision on papers of a review (logged, with time and reviewer).</source>
        <translation>Eine Entscheidung zu Artikeln eines Reviews erfassen (protokolliert, mit Zeit und Reviewer).</translation>
    </message>
    <message>
        <source>Count a review&apos;s decisions per reviewer, their agreement (Cohen&apos;s kappa) and the PRISMA flow.</source>
        <translation>Die Entscheidungen eines Reviews je Reviewer zählen, ihre Übereinstimmung (Cohens Kappa) und das PRISMA-Flussdiagramm ermitteln.</translation>
    </message>
    <message>
        <source>Write a review&apos;s decision log, its included papers, its PRISMA flow or the reviewers&apos; agreement.</source>
        <translation>Das Entscheidungsprotokoll eines Reviews, seine eingeschlossenen Artikel, sein PRISMA-Flussdiagramm oder die Übereinstimmung der Reviewer ausgeben.</translation>
    </message>
    <message>
        <source>Add another reviewer&apos;s decisions (from review export --what decisions).</source>
        <translation>Die Entscheidungen eines anderen Reviewers hinzufügen (aus review export --what decisions).</translation>
    </message>
    <message>
        <source>The decisions file.</source>
        <translation>Die Entscheidungsdatei.</translation>
    </message>
    <message>
        <source>Replay a labelled review through the prioritiser; measure how soon it finds the relevant records.</source>
        <translation>Ein gelabeltes Review mit der Priorisierung nachspielen; messen, wie schnell sie die relevanten Datensätze findet.</translation>
    </message>
    <message>
        <source>A file whose records carry a 0/1 label.</source>
        <translation>Eine Datei, deren Datensätze ein 0/1-Label tragen.</translation>
    </message>
    <message>
        <source>Settle papers on which the reviewers disagree with the review&apos;s own verdict (logged; undecided takes it back).</source>
        <translation>Artikel, bei denen die Reviewer uneins sind, mit einem eigenen Urteil des Reviews entscheiden (protokolliert; undecided nimmt es zurück).</translation>
    </message>
    <message>
        <source>End a blind review&apos;s blinding: every reviewer&apos;s decisions are shown.</source>
        <translation>Die Verblindung eines verblindeten Reviews aufheben: Die Entscheidungen aller Reviewer werden angezeigt.</translation>
    </message>
    <message>
        <source>List the backups kept.</source>
        <translation>Die aufbewahrten Sicherungen auflisten.</translation>
    </message>
    <message>
        <source>Check the file&apos;s structure only, not that each index matches its table.</source>
        <translation>Nur die Struktur der Datei prüfen, nicht ob jeder Index zu seiner Tabelle passt.</translation>
    </message>
    <message numerus="yes">
        <source>Backed up to %1 (%n backups kept).</source>
        <translation>
            <numerusform>In %1 gesichert (%n Sicherung aufbewahrt).</numerusform>
            <numerusform>In %1 gesichert (%n Sicherungen aufbewahrt).</numerusform>
        </translation>
    </message>
    <message>
        <source>give one backup file, or none for the newest good one</source>
        <translation>geben Sie eine Sicherungsdatei an oder keine für die neueste intakte</translation>
    </message>
    <message>
        <source>no good backup of %1 in %2</source>
        <translation>keine intakte Sicherung von %1 in %2</translation>
    </message>
    <message>
        <source>Restored %1 from %2; the library as it was is kept in %3.</source>
        <translation>%1 aus %2 wiederhergestellt; die bisherige Bibliothek wird in %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 is intact.</source>
        <translation>%1 ist intakt.</translation>
    </message>
    <message>
        <source>%1 is damaged:</source>
        <translation>%1 ist beschädigt:</translation>
    </message>
    <message>
        <source>Nothing more is written to it. No good backup of it was found.</source>
        <translation>Es wird nichts mehr hineingeschrieben. Es wurde keine intakte Sicherung gefunden.</translation>
    </message>
    <message>
        <source>Nothing more is written to it. The newest good backup is from %1; &apos;lectern-cli restore&apos; puts it back (keeping the damaged library).</source>
        <translation>Es wird nichts mehr hineingeschrieben. Die neueste intakte Sicherung stammt vom %1; &apos;lectern-cli restore&apos; stellt sie wieder her (die beschädigte Bibliothek wird aufbewahrt).</translation>
    </message>
    <message>
        <source>Put a backup back in place of the library (the newest good one unless a file is given).</source>
        <translation>Eine Sicherung anstelle der Bibliothek wiederherstellen (die neueste intakte, sofern keine Datei angegeben ist).</translation>
    </message>
    <message>
        <source>A backup file (see backup --list).</source>
        <translation>Eine Sicherungsdatei (siehe backup --list).</translation>
    </message>
    <message>
        <source>Check the library for damage (exit 2 when it is damaged).</source>
        <translation>Die Bibliothek auf Schäden prüfen (Exit-Code 2, wenn sie beschädigt ist).</translation>
    </message>
    <message>
        <source>give the format: --format %1</source>
        <translation>geben Sie das Format an: --format %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use %2</source>
        <translation>unbekanntes Format „%1“; verwenden Sie %2</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos; (use %2)</source>
        <translation>unbekanntes Modell &apos;%1&apos; (verwenden Sie %2)</translation>
    </message>
    <message>
        <source>  (title inferred)</source>
        <translation>  (Titel erschlossen)</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>Jahr:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Bewertung:</translation>
    </message>
    <message>
        <source>Starred:</source>
        <translation>Mit Stern:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>yes (lectern-cli note show %1)</source>
        <translation>ja (lectern-cli note show %1)</translation>
    </message>
    <message>
        <source>Highlights:</source>
        <translation>Hervorhebungen:</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>Hinzugefügt:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Link:</translation>
    </message>
    <message>
        <source>Upgrading %1 for this version of Lectern; a large library takes a minute.</source>
        <translation>%1 wird für diese Version von Lectern aktualisiert; eine große Bibliothek braucht eine Minute.</translation>
    </message>
    <message>
        <source>Write the file even when there are no papers to write to it.</source>
        <translation>Die Datei auch dann schreiben, wenn es keine Artikel zu schreiben gibt.</translation>
    </message>
    <message>
        <source>there is no library at %1; import a file first, or check the path (--db)</source>
        <translation>unter %1 gibt es keine Bibliothek; importieren Sie zuerst eine Datei oder prüfen Sie den Pfad (--db)</translation>
    </message>
    <message>
        <source>lectern-cli: %1 (nothing was created; it reads as an empty library)</source>
        <translation>lectern-cli: %1 (es wurde nichts angelegt; sie wird als leere Bibliothek gelesen)</translation>
    </message>
    <message>
        <source>there are no papers to export, and %1 is not empty: it was left as it is (--force writes it anyway)</source>
        <translation>es gibt keine Artikel zu exportieren, und %1 ist nicht leer: die Datei bleibt, wie sie ist (--force schreibt sie trotzdem)</translation>
    </message>
    <message>
        <source>The library: a file, or a PostgreSQL database as postgresql://user@host/database (default: the GUI&apos;s library).</source>
        <translation>Die Bibliothek: eine Datei oder eine PostgreSQL-Datenbank als postgresql://benutzer@host/datenbank (Vorgabe: die Bibliothek des Fensters).</translation>
    </message>
    <message>
        <source>The library to copy: a file or a postgresql:// address.</source>
        <translation>Die zu kopierende Bibliothek: eine Datei oder eine postgresql://-Adresse.</translation>
    </message>
    <message>
        <source>Where to copy it: a new file, or an empty PostgreSQL database (postgresql://…).</source>
        <translation>Wohin kopiert wird: eine neue Datei oder eine leere PostgreSQL-Datenbank (postgresql://…).</translation>
    </message>
    <message>
        <source>--from and --to name the same library</source>
        <translation>--from und --to nennen dieselbe Bibliothek</translation>
    </message>
    <message>
        <source>%1 is not empty: a library is copied only into an empty one</source>
        <translation>%1 ist nicht leer: Eine Bibliothek wird nur in eine leere kopiert</translation>
    </message>
    <message>
        <source>Copying: %1%</source>
        <translation>Kopieren: %1 %</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) and %1 rows in all from %2 to %3; every row compared after.</source>
        <translation>
            <numerusform>%n Artikel und insgesamt %1 Zeilen von %2 nach %3 kopiert; danach jede Zeile verglichen.</numerusform>
            <numerusform>%n Artikel und insgesamt %1 Zeilen von %2 nach %3 kopiert; danach jede Zeile verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a whole library into a new file or an empty PostgreSQL database, and compare the copy.</source>
        <translation>Eine ganze Bibliothek in eine neue Datei oder eine leere PostgreSQL-Datenbank kopieren und die Kopie vergleichen.</translation>
    </message>
    <message>
        <source>no year</source>
        <translation>kein Jahr</translation>
    </message>
    <message>
        <source>%1 and %2: %3, abstracts %4% alike</source>
        <translation>%1 und %2: %3, Abstracts zu %4 % gleich</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of papers may be duplicates.</source>
        <translation>
            <numerusform>%n Artikelpaar könnte doppelt sein.</numerusform>
            <numerusform>%n Artikelpaare könnten doppelt sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>give the two papers&apos; ids</source>
        <translation>geben Sie die IDs der beiden Artikel an</translation>
    </message>
    <message>
        <source>Papers %1 and %2 are marked as distinct papers.</source>
        <translation>Die Artikel %1 und %2 sind als verschiedene Artikel markiert.</translation>
    </message>
    <message>
        <source>List pairs of papers that may be one: the same DOI or arXiv id, the same title, or similar abstracts.</source>
        <translation>Artikelpaare auflisten, die ein Artikel sein könnten: dieselbe DOI oder arXiv-ID, derselbe Titel oder ähnliche Abstracts.</translation>
    </message>
    <message>
        <source>Mark two papers as distinct: duplicates no longer pairs them.</source>
        <translation>Zwei Artikel als verschieden markieren: duplicates paart sie nicht mehr.</translation>
    </message>
    <message>
        <source>The two papers.</source>
        <translation>Die beiden Artikel.</translation>
    </message>
    <message>
        <source>Authors:</source>
        <translation>Autoren:</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Band:</translation>
    </message>
    <message>
        <source>Issue:</source>
        <translation>Heft:</translation>
    </message>
    <message>
        <source>Pages:</source>
        <translation>Seiten:</translation>
    </message>
    <message>
        <source>Publisher:</source>
        <translation>Verlag:</translation>
    </message>
    <message>
        <source>DOI:</source>
        <translation>DOI:</translation>
    </message>
    <message>
        <source>arXiv:</source>
        <translation>arXiv:</translation>
    </message>
    <message>
        <source>PMID:</source>
        <translation>PMID:</translation>
    </message>
    <message>
        <source>Keywords:</source>
        <translation>Schlagwörter:</translation>
    </message>
    <message>
        <source>Back up the library now (backups of the last days and weeks are kept beside it).</source>
        <translation>Die Bibliothek jetzt sichern (Sicherungen der letzten Tage und Wochen werden daneben aufbewahrt).</translation>
    </message>
    <message>
        <source>there is no backup file %1 (see backup --list)</source>
        <translation>es gibt keine Sicherungsdatei %1 (siehe backup --list)</translation>
    </message>
    <message>
        <source>The order: a relevance model (lectern, Lectern&apos;s; svm, ASReview&apos;s default) or random or library.</source>
        <translation>Die Reihenfolge: ein Relevanzmodell (lectern, das von Lectern; svm, die Voreinstellung von ASReview) oder random oder library.</translation>
    </message>
    <message>
        <source>seed    WSS@95   RRF@10   screened for 95%   stopped at   recall then   work saved then</source>
        <translation>Seed    WSS@95   RRF@10   gesichtet für 95%   gestoppt bei   Recall dann   Arbeit gespart</translation>
    </message>
    <message>
        <source>The stopping rule (recall %1 % with %2 % confidence) stopped at that recall or more in %3 of %4 runs.</source>
        <translation>Die Stoppregel (Recall %1 % mit %2 % Konfidenz) hielt in %3 von %4 Läufen bei diesem Recall oder mehr an.</translation>
    </message>
    <message>
        <source>Screened in the order of: %1</source>
        <translation>Gesichtet in der Reihenfolge von: %1</translation>
    </message>
    <message>
        <source>How many papers to list (default 20).</source>
        <translation>Wie viele Artikel aufgelistet werden (Voreinstellung 20).</translation>
    </message>
    <message>
        <source>--limit needs a number from 1 to %1</source>
        <translation>--limit braucht eine Zahl von 1 bis %1</translation>
    </message>
    <message>
        <source>give the ids of one or more papers</source>
        <translation>geben Sie die IDs eines oder mehrerer Artikel an</translation>
    </message>
    <message>
        <source>shares: %1</source>
        <translation>gemeinsam: %1</translation>
    </message>
    <message>
        <source>List the library&apos;s papers closest to the papers given, best first, with the words they share.</source>
        <translation>Die Artikel der Bibliothek auflisten, die den angegebenen am nächsten sind, die besten zuerst, mit den gemeinsamen Wörtern.</translation>
    </message>
    <message numerus="yes">
        <source>Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; %6 records identified, %n duplicate(s) removed</source>
        <translation>
            <numerusform>Review: %1 eingeschlossen, %2 ausgeschlossen, %3 vielleicht, %4 im Konflikt, %5 nicht gesichtet; %6 Datensätze gefunden, %n Duplikat entfernt</numerusform>
            <numerusform>Review: %1 eingeschlossen, %2 ausgeschlossen, %3 vielleicht, %4 im Konflikt, %5 nicht gesichtet; %6 Datensätze gefunden, %n Duplikate entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n decision(s) of %2 imported into &apos;%3&apos;</source>
        <translation>
            <numerusform>%1: %n Entscheidung von %2 in „%3“ importiert</numerusform>
            <numerusform>%1: %n Entscheidungen von %2 in „%3“ importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of %1 does not exist; check the path (--to)</source>
        <translation>der Ordner von %1 existiert nicht; bitte den Pfad prüfen (--to)</translation>
    </message>
    <message>
        <source>Leave out the mark &quot;[title inferred from the abstract]&quot; beside titles Lectern made up.</source>
        <translation>Die Markierung „[title inferred from the abstract]“ neben Titeln weglassen, die Lectern erschlossen hat.</translation>
    </message>
    <message>
        <source>owner (also deletes papers, makes reviews and manages members), member (reads and writes) or reader (reads only).</source>
        <translation>owner (löscht auch Papers, legt Reviews an und verwaltet Mitglieder), member (liest und schreibt) oder reader (liest nur).</translation>
    </message>
    <message>
        <source>The member&apos;s name as the window shows it.</source>
        <translation>Der Name des Mitglieds, wie das Fenster ihn zeigt.</translation>
    </message>
    <message>
        <source>a library file has no members; members belong to a team library on a server (--db postgresql://…)</source>
        <translation>eine Bibliotheksdatei hat keine Mitglieder; Mitglieder gehören zu einer Team-Bibliothek auf einem Server (--db postgresql://…)</translation>
    </message>
    <message>
        <source>%1 is no member of this library; see &apos;lectern-cli members list&apos;</source>
        <translation>%1 ist kein Mitglied dieser Bibliothek; siehe „lectern-cli members list“</translation>
    </message>
    <message>
        <source>give the member&apos;s login name</source>
        <translation>geben Sie den Anmeldenamen des Mitglieds an</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s).</source>
        <translation>
            <numerusform>%n Mitglied.</numerusform>
            <numerusform>%n Mitglieder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a member of the library, as %2.</source>
        <translation>%1 ist Mitglied der Bibliothek, als %2.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ist jetzt %2.</translation>
    </message>
    <message>
        <source>%1 is no longer a member; the login stays on the server.</source>
        <translation>%1 ist kein Mitglied mehr; die Anmeldung bleibt auf dem Server.</translation>
    </message>
    <message>
        <source>The member&apos;s login on the server.</source>
        <translation>Die Anmeldung des Mitglieds auf dem Server.</translation>
    </message>
    <message>
        <source>List the members of a team library and their roles.</source>
        <translation>Die Mitglieder einer Team-Bibliothek und ihre Rollen auflisten.</translation>
    </message>
    <message>
        <source>Make a login a member of a team library, with a role the server enforces (the owner&apos;s command).</source>
        <translation>Eine Anmeldung zum Mitglied einer Team-Bibliothek machen, mit einer Rolle, die der Server durchsetzt (Befehl des Eigentümers).</translation>
    </message>
    <message>
        <source>Give a member another role (the owner&apos;s command).</source>
        <translation>Einem Mitglied eine andere Rolle geben (Befehl des Eigentümers).</translation>
    </message>
    <message>
        <source>Take a member&apos;s role away (the owner&apos;s command).</source>
        <translation>Einem Mitglied seine Rolle nehmen (Befehl des Eigentümers).</translation>
    </message>
    <message>
        <source>Whose decisions (default: the member connected to a team library, else the user&apos;s login name).</source>
        <translation>Wessen Entscheidungen (Standard: das mit der Team-Bibliothek verbundene Mitglied, sonst der Anmeldename des Benutzers).</translation>
    </message>
    <message>
        <source>Blind review: each reviewer sees only their own decisions; as an owner of the library you see them all.</source>
        <translation>Verblindetes Review: Jeder Reviewer sieht nur seine eigenen Entscheidungen; als Eigentümer der Bibliothek sehen Sie alle.</translation>
    </message>
    <message>
        <source>Agreement of all %1 reviewers: %2 papers decided by all; Fleiss&apos; kappa %3</source>
        <translation>Übereinstimmung aller %1 Reviewer: %2 Artikel von allen entschieden; Fleiss&apos; Kappa %3</translation>
    </message>
    <message>
        <source>until every member has read them</source>
        <translation>bis jedes Mitglied sie gelesen hat</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Latest change: %1</source>
        <translation>Neueste Änderung: %1</translation>
    </message>
    <message>
        <source>Changes are kept: %1</source>
        <translation>Änderungen werden aufbewahrt: %1</translation>
    </message>
    <message>
        <source>read through %1 on %2</source>
        <translation>bis %1 gelesen am %2</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n change(s); the log now begins after change %1.</source>
        <translation>
            <numerusform>%n Änderung entfernt; das Protokoll beginnt jetzt nach Änderung %1.</numerusform>
            <numerusform>%n Änderungen entfernt; das Protokoll beginnt jetzt nach Änderung %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>give one number of days, or none to see it</source>
        <translation>geben Sie eine Anzahl Tage an, oder keine, um sie zu sehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of days: give 0 or more</source>
        <translation>„%1“ ist keine Anzahl Tage: geben Sie 0 oder mehr an</translation>
    </message>
    <message>
        <source>Changes are kept %1.</source>
        <translation>Änderungen werden aufbewahrt: %1.</translation>
    </message>
    <message>
        <source>Show the change log&apos;s latest number, how long changes are kept and how far each member has read.</source>
        <translation>Die neueste Nummer des Änderungsprotokolls zeigen, wie lange Änderungen aufbewahrt werden und wie weit jedes Mitglied gelesen hat.</translation>
    </message>
    <message>
        <source>Remove the changes every member has read, and those older than the retention (an owner&apos;s command on a team library; the window does it every hour).</source>
        <translation>Die Änderungen entfernen, die jedes Mitglied gelesen hat, und die, die älter als die Aufbewahrungsfrist sind (ein Befehl der Eigentümer einer Team-Bibliothek; das Fenster tut es jede Stunde).</translation>
    </message>
    <message>
        <source>Show, or set in days, how long changes are kept for members who have not read them; 0 keeps them until all have (an owner&apos;s command on a team library).</source>
        <translation>Zeigen oder in Tagen festlegen, wie lange Änderungen für Mitglieder aufbewahrt werden, die sie nicht gelesen haben; 0 bewahrt sie auf, bis alle sie gelesen haben (ein Befehl der Eigentümer einer Team-Bibliothek).</translation>
    </message>
    <message>
        <source>How many days changes are kept.</source>
        <translation>Wie viele Tage Änderungen aufbewahrt werden.</translation>
    </message>
    <message>
        <source>%1 is a library with papers: an offline review goes into a new file</source>
        <translation>%1 ist eine Bibliothek mit Artikeln: ein Review zum Mitnehmen kommt in eine neue Datei</translation>
    </message>
    <message>
        <source>give the new library&apos;s file with -o</source>
        <translation>gib die Datei der neuen Bibliothek mit -o an</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; taken offline to %2: %n paper(s)</source>
        <translation>
            <numerusform>&apos;%1&apos; nach %2 mitgenommen: %n Artikel</numerusform>
            <numerusform>&apos;%1&apos; nach %2 mitgenommen: %n Artikel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions taken along</source>
        <translation>
            <numerusform>%n deiner Entscheidungen mitgenommen</numerusform>
            <numerusform>%n deiner Entscheidungen mitgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Screen it with --db %1; send your decisions back with &apos;lectern-cli --db %1 review send-decisions &quot;%2&quot;&apos;.</source>
        <translation>Sichte es mit --db %1; sende deine Entscheidungen mit &apos;lectern-cli --db %1 review send-decisions &quot;%2&quot;&apos; zurück.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was not taken offline from a team library: there is nothing to send</source>
        <translation>&apos;%1&apos; wurde nicht aus einer Team-Bibliothek mitgenommen: es gibt nichts zu senden</translation>
    </message>
    <message>
        <source>Nothing to send: the team library has every decision on &apos;%1&apos;.</source>
        <translation>Nichts zu senden: die Team-Bibliothek hat jede Entscheidung zu &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on &apos;%1&apos; sent to %2</source>
        <translation>
            <numerusform>%n Entscheidung zu &apos;%1&apos; an %2 gesendet</numerusform>
            <numerusform>%n Entscheidungen zu &apos;%1&apos; an %2 gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided meanwhile by someone else:</source>
        <translation>Inzwischen von anderen entschieden:</translation>
    </message>
    <message>
        <source>Not sent: you decided these again on the team library later, and that decision stands:</source>
        <translation>Nicht gesendet: du hast diese später in der Team-Bibliothek neu entschieden, und diese Entscheidung gilt:</translation>
    </message>
    <message>
        <source>Not sent: the review on the team library no longer has these papers:</source>
        <translation>Nicht gesendet: das Review in der Team-Bibliothek hat diese Artikel nicht mehr:</translation>
    </message>
    <message>
        <source>Copy a review&apos;s papers and your decisions into a new library file (-o), to screen without the server.</source>
        <translation>Die Artikel eines Reviews und deine Entscheidungen in eine neue Bibliotheksdatei (-o) kopieren, um ohne Server zu sichten.</translation>
    </message>
    <message>
        <source>Send the decisions made in a review taken offline back to its team library (each once).</source>
        <translation>Die Entscheidungen eines mitgenommenen Reviews an seine Team-Bibliothek zurücksenden (jede einmal).</translation>
    </message>
    <message>
        <source>Output format: table, json or tsv (time, member, action, subject; no header).</source>
        <translation>Ausgabeformat: table, json oder tsv (Zeit, Mitglied, Aktion, Gegenstand; ohne Kopfzeile).</translation>
    </message>
    <message>
        <source>Show what was done to a paper, by whom and when, newest first: tags, notes, highlights, lists, edits, imports and decisions.</source>
        <translation>Zeigt, was mit einem Artikel geschah, von wem und wann, das Neueste zuerst: Tags, Notizen, Markierungen, Listen, Bearbeitungen, Importe und Entscheidungen.</translation>
    </message>
    <message>
        <source>In a team library: print this member&apos;s note (their login) instead of your own.</source>
        <translation>In einer Team-Bibliothek: die Notiz dieses Mitglieds (sein Login) statt deiner eigenen ausgeben.</translation>
    </message>
    <message>
        <source>a library file has one note per paper; --member is for a team library</source>
        <translation>eine Bibliotheksdatei hat eine Notiz je Artikel; --member gilt für eine Team-Bibliothek</translation>
    </message>
    <message>
        <source>%1 is open in process %2 (%3); close it there, then restore</source>
        <translation>%1 ist in Prozess %2 (%3) geöffnet; schließen Sie sie dort und stellen Sie sie dann wieder her</translation>
    </message>
    <message>
        <source>%1 is open in another process; close it there, then restore</source>
        <translation>%1 ist in einem anderen Prozess geöffnet; schließen Sie sie dort und stellen Sie sie dann wieder her</translation>
    </message>
    <message>
        <source>lectern-cli: warning: %1 was found damaged (%2); what is shown may be wrong or incomplete.</source>
        <translation>lectern-cli: Warnung: %1 wurde als beschädigt erkannt (%2); was angezeigt wird, kann falsch oder unvollständig sein.</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>damaged: %1</source>
        <translation>beschädigt: %1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); restore it anyway with --force</source>
        <translation>die Sicherung %1 ist beschädigt (%2); mit --force wird sie trotzdem zurückgespielt</translation>
    </message>
    <message>
        <source>%1 passes the quick check, but was found damaged (%2). Only a full check (&apos;lectern-cli check&apos;) can clear that.</source>
        <translation>%1 besteht die schnelle Prüfung, wurde aber als beschädigt erkannt (%2). Nur eine vollständige Prüfung (&apos;lectern-cli check&apos;) kann das aufheben.</translation>
    </message>
    <message>
        <source>Restore the backup given even when its rows no longer match their checksums (a library file only).</source>
        <translation>Die angegebene Sicherung auch dann zurückspielen, wenn ihre Zeilen nicht mehr zu ihren Prüfsummen passen (nur bei einer Bibliotheksdatei).</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); a team library takes only a good one</source>
        <translation>die Sicherung %1 ist beschädigt (%2); eine Team-Bibliothek nimmt nur eine gute an</translation>
    </message>
    <message>
        <source>the library was found damaged (%1)</source>
        <translation>die Bibliothek ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>give --%1</source>
        <translation>geben Sie --%1 an</translation>
    </message>
    <message>
        <source>give the member&apos;s role: --role owner, member or reader</source>
        <translation>geben Sie die Rolle des Mitglieds an: --role owner, member oder reader</translation>
    </message>
    <message>
        <source>unknown role &apos;%1&apos;: give owner, member or reader</source>
        <translation>unbekannte Rolle „%1“: geben Sie owner, member oder reader an</translation>
    </message>
</context>
<context>
    <name>Lectern::Database</name>
    <message>
        <source>A newer request made this one stale.</source>
        <translation>Eine neuere Anfrage hat diese überholt.</translation>
    </message>
    <message>
        <source>The server sent a list of ids that holds something else: %1</source>
        <translation>Der Server hat eine Liste von IDs geschickt, die etwas anderes enthält: %1</translation>
    </message>
    <message>
        <source>The library&apos;s connection is closed.</source>
        <translation>Die Verbindung zur Bibliothek ist geschlossen.</translation>
    </message>
    <message>
        <source>The server&apos;s rows could not be read in chunks.</source>
        <translation>Die Zeilen des Servers konnten nicht abschnittsweise gelesen werden.</translation>
    </message>
    <message>
        <source>A statement cannot be sent with a value of type %1.</source>
        <translation>Eine Anweisung kann nicht mit einem Wert vom Typ %1 gesendet werden.</translation>
    </message>
    <message>
        <source>The rows of a statement were lost: another statement was sent before they were read.</source>
        <translation>Die Zeilen einer Anweisung gingen verloren: Eine andere Anweisung wurde gesendet, bevor sie gelesen waren.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::AbstractBrowser</name>
    <message>
        <source>Cannot Open Link</source>
        <translation>Link kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>No program to open %1 was found. The address is on the clipboard.</source>
        <translation>Es wurde kein Programm zum Öffnen von %1 gefunden. Die Adresse wurde in die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::AbstractView</name>
    <message>
        <source>Inclusion keyword</source>
        <translation>Einschluss-Stichwort</translation>
    </message>
    <message>
        <source>Exclusion keyword</source>
        <translation>Ausschluss-Stichwort</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::BylineLabel</name>
    <message>
        <source>%1, … +%2</source>
        <comment>the first authors, and how many more</comment>
        <translation>%1, … +%2</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ConnectDialog</name>
    <message>
        <source>Required, any certificate (require)</source>
        <translation>Verlangt, jedes Zertifikat (require)</translation>
    </message>
    <message>
        <source>Required, certificate of a trusted authority (verify-ca)</source>
        <translation>Verlangt, Zertifikat einer vertrauenswürdigen Stelle (verify-ca)</translation>
    </message>
    <message>
        <source>Required, certificate naming the host (verify-full)</source>
        <translation>Verlangt, Zertifikat mit dem Namen des Servers (verify-full)</translation>
    </message>
    <message>
        <source>Never (disable)</source>
        <translation>Nie (disable)</translation>
    </message>
    <message>
        <source>When the server offers it (prefer)</source>
        <translation>Wenn der Server es anbietet (prefer)</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connect to Team Library</source>
        <translation>Mit Team-Bibliothek verbinden</translation>
    </message>
    <message>
        <source>A library on a PostgreSQL server, shared by a team. Lectern makes its tables in an empty database.</source>
        <translation>Eine Bibliothek auf einem PostgreSQL-Server, die ein Team teilt. Lectern legt seine Tabellen in einer leeren Datenbank an.</translation>
    </message>
    <message>
        <source>The server&apos;s name or address, or the folder of its Unix socket</source>
        <translation>Name oder Adresse des Servers, oder der Ordner seines Unix-Sockets</translation>
    </message>
    <message>
        <source>Empty: your user name on this computer</source>
        <translation>Leer: Ihr Benutzername auf diesem Computer</translation>
    </message>
    <message>
        <source>TLS encrypts the connection; verify-full also checks that the server is the one named</source>
        <translation>TLS verschlüsselt die Verbindung; verify-full prüft außerdem, dass der Server der genannte ist</translation>
    </message>
    <message>
        <source>Kept until Lectern quits, never saved. Lectern also finds passwords in ~/.pgpass, PGPASSWORD and service files, as every PostgreSQL program does.</source>
        <translation>Wird bis zum Beenden von Lectern behalten, nie gespeichert. Lectern findet Passwörter auch in ~/.pgpass, PGPASSWORD und Service-Dateien, wie jedes PostgreSQL-Programm.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <source>Name the database the library is in.</source>
        <translation>Nennen Sie die Datenbank, in der die Bibliothek liegt.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ConnectionStatus</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>Neu &amp;verbinden</translation>
    </message>
    <message>
        <source>Open the library again, once its server answers</source>
        <translation>Die Bibliothek erneut öffnen, sobald ihr Server antwortet</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>Die Verbindung zu %1 ist abgebrochen.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::DetailPaneController</name>
    <message>
        <source>Cannot read the paper: %1</source>
        <translation>Der Artikel kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>paper %1</source>
        <translation>Artikel %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::DuplicatesWindow</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Erscheinungsort</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>arXiv</source>
        <translation>arXiv</translation>
    </message>
    <message>
        <source>PubMed</source>
        <translation>PubMed</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>Abstract</translation>
    </message>
    <message>
        <source>Merge into &amp;Left</source>
        <translation>In das &amp;linke zusammenführen</translation>
    </message>
    <message>
        <source>Merge into &amp;Right</source>
        <translation>In das &amp;rechte zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Not Duplicates</source>
        <translation>&amp;Keine Duplikate</translation>
    </message>
    <message>
        <source>Possible Duplicates</source>
        <translation>Mögliche Duplikate</translation>
    </message>
    <message>
        <source>Pairs of papers that may be one</source>
        <translation>Paare von Papers, die dasselbe sein könnten</translation>
    </message>
    <message>
        <source>The two papers, field by field</source>
        <translation>Die beiden Papers, Feld für Feld</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Keep the left paper, with what it lacks taken from the right one</source>
        <translation>Das linke Paper behalten und ergänzen, was ihm fehlt, aus dem rechten</translation>
    </message>
    <message>
        <source>Keep the right paper, with what it lacks taken from the left one</source>
        <translation>Das rechte Paper behalten und ergänzen, was ihm fehlt, aus dem linken</translation>
    </message>
    <message>
        <source>These are two papers: no longer list them as possible duplicates</source>
        <translation>Das sind zwei Papers: nicht mehr als mögliche Duplikate aufführen</translation>
    </message>
    <message>
        <source>Fields that differ are in bold.</source>
        <translation>Abweichende Felder sind fett gedruckt.</translation>
    </message>
    <message>
        <source>Looking for papers that may be one…</source>
        <translation>Suche nach Papers, die dasselbe sein könnten…</translation>
    </message>
    <message>
        <source>%1
%2 · papers %3 and %4</source>
        <translation>%1
%2 · Papers %3 und %4</translation>
    </message>
    <message>
        <source>No papers of the library look like one another.</source>
        <translation>Keine Papers der Bibliothek sehen einander ähnlich.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of papers may be one. Compare them, then merge each pair or mark it as two papers.</source>
        <translation>
            <numerusform>%n Paar von Papers ist vielleicht ein Paper. Vergleichen Sie die beiden, dann führen Sie sie zusammen oder markieren sie als zwei Papers.</numerusform>
            <numerusform>%n Paare von Papers sind vielleicht jeweils ein Paper. Vergleichen Sie sie, dann führen Sie jedes Paar zusammen oder markieren es als zwei Papers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ExportDialog</name>
    <message>
        <source>Markdown reading list</source>
        <translation>Markdown-Leseliste</translation>
    </message>
    <message>
        <source>BibTeX</source>
        <translation>BibTeX</translation>
    </message>
    <message>
        <source>RIS</source>
        <translation>RIS</translation>
    </message>
    <message>
        <source>CSL-JSON</source>
        <translation>CSL-JSON</translation>
    </message>
    <message>
        <source>CSV (spreadsheets)</source>
        <translation>CSV (Tabellenkalkulation)</translation>
    </message>
    <message>
        <source>HTML page</source>
        <translation>HTML-Seite</translation>
    </message>
    <message>
        <source>With the abstracts</source>
        <translation>Mit den Abstracts</translation>
    </message>
    <message>
        <source>Letters beyond ASCII as LaTeX commands</source>
        <translation>Nicht-ASCII-Zeichen als LaTeX-Befehle</translation>
    </message>
    <message>
        <source>Byte order mark, for spreadsheet programs</source>
        <translation>Byte-Order-Mark, für Tabellenkalkulationen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The selected papers (%1)</source>
        <translation>Die ausgewählten Artikel (%1)</translation>
    </message>
    <message>
        <source>The papers shown (%1)</source>
        <translation>Die angezeigten Artikel (%1)</translation>
    </message>
    <message>
        <source>Reading list “%1” (%2)</source>
        <translation>Leseliste „%1“ (%2)</translation>
    </message>
    <message>
        <source>The whole library (%1)</source>
        <translation>Die gesamte Bibliothek (%1)</translation>
    </message>
    <message>
        <source>Papers</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>A heading for the list (optional)</source>
        <translation>Eine Überschrift für die Liste (optional)</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Überschrift</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Papers:</source>
        <translation>&amp;Artikel:</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>&amp;Überschrift:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Preview of the first entries:</source>
        <translation>Vorschau der ersten Einträge:</translation>
    </message>
    <message numerus="yes">
        <source>%n paper(s) will be exported.</source>
        <translation>
            <numerusform>%n Artikel wird exportiert.</numerusform>
            <numerusform>%n Artikel werden exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiterer.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>Die Bibliothek kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>reading-list</source>
        <translation>leseliste</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>There are no papers to export. Replace %1 with an empty file?</source>
        <translation>Es gibt keine Artikel zu exportieren. %1 durch eine leere Datei ersetzen?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Mark the titles Lectern inferred from the abstract</source>
        <translation>Von Lectern aus der Zusammenfassung erschlossene Titel markieren</translation>
    </message>
    <message>
        <source>Writes “%1” beside each such title, so that nobody cites it as the paper&apos;s own.</source>
        <translation>Schreibt „%1“ neben jeden solchen Titel, damit ihn niemand als Titel des Artikels zitiert.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ExportPreview</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::HistoryList</name>
    <message>
        <source>tagged %1</source>
        <translation>mit %1 getaggt</translation>
    </message>
    <message>
        <source>tag %1 removed</source>
        <translation>Tag %1 entfernt</translation>
    </message>
    <message>
        <source>note written</source>
        <translation>Notiz geschrieben</translation>
    </message>
    <message>
        <source>highlighted “%1”</source>
        <translation>„%1“ markiert</translation>
    </message>
    <message>
        <source>highlight “%1” removed</source>
        <translation>Markierung „%1“ entfernt</translation>
    </message>
    <message>
        <source>added to the list %1</source>
        <translation>zur Liste %1 hinzugefügt</translation>
    </message>
    <message>
        <source>removed from the list %1</source>
        <translation>aus der Liste %1 entfernt</translation>
    </message>
    <message>
        <source>record edited</source>
        <translation>Datensatz bearbeitet</translation>
    </message>
    <message>
        <source>titled “%1”</source>
        <translation>„%1“ betitelt</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>aus %1 importiert</translation>
    </message>
    <message>
        <source>included in the review %1</source>
        <translation>im Review %1 eingeschlossen</translation>
    </message>
    <message>
        <source>excluded in the review %1</source>
        <translation>im Review %1 ausgeschlossen</translation>
    </message>
    <message>
        <source>marked maybe in the review %1</source>
        <translation>im Review %1 als vielleicht markiert</translation>
    </message>
    <message>
        <source>decision taken back in the review %1</source>
        <translation>Entscheidung im Review %1 zurückgenommen</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>vor %n Min.</numerusform>
            <numerusform>vor %n Min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h ago</source>
        <translation>
            <numerusform>vor %n Std.</numerusform>
            <numerusform>vor %n Std.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>what was done, when</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 by %2, %3</source>
        <comment>what was done, by whom, when</comment>
        <translation>%1 von %2, %3</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>What was done to this paper, by whom and when, newest first.</source>
        <translation>Was mit diesem Artikel geschah, von wem und wann, das Neueste zuerst.</translation>
    </message>
    <message>
        <source>merged with its duplicate “%1”</source>
        <translation>mit seinem Duplikat „%1“ zusammengeführt</translation>
    </message>
    <message>
        <source>removed from the library (“%1”)</source>
        <translation>aus der Bibliothek entfernt („%1“)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ImportController</name>
    <message>
        <source>Import Abstracts</source>
        <translation>Abstracts importieren</translation>
    </message>
    <message>
        <source>Abstracts and references (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;Text files (*.txt *.text *.md);;RIS files (*.ris);;BibTeX files (*.bib);;Web of Science exports (*.txt *.ciw);;PubMed files (*.nbib *.txt);;CSV files (*.csv *.tsv);;JSON files (*.json *.jsonl);;All files (*)</source>
        <translation>Abstracts und Literaturangaben (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;Textdateien (*.txt *.text *.md);;RIS-Dateien (*.ris);;BibTeX-Dateien (*.bib);;Exporte aus Web of Science (*.txt *.ciw);;PubMed-Dateien (*.nbib *.txt);;CSV-Dateien (*.csv *.tsv);;JSON-Dateien (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>found before this import, which was not started</source>
        <translation>vor diesem Import festgestellt, der daher nicht gestartet wurde</translation>
    </message>
    <message>
        <source>Nothing was imported: this window only reads the library.</source>
        <translation>Nichts wurde importiert: Dieses Fenster liest die Bibliothek nur.</translation>
    </message>
    <message>
        <source>Importing abstracts…</source>
        <translation>Abstracts werden importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>Importfortschritt</translation>
    </message>
    <message>
        <source>Saving the library…</source>
        <translation>Bibliothek wird gespeichert…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Import läuft…</translation>
    </message>
    <message>
        <source>Import cancelled; the library is unchanged.</source>
        <translation>Import abgebrochen; die Bibliothek ist unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>Import of %n Paper(s)</source>
        <translation>
            <numerusform>Import von %n Artikel</numerusform>
            <numerusform>Import von %n Artikeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished: %1 new, %2 merged into papers of the library, %3 already in it.</source>
        <translation>Import abgeschlossen: %1 neu, %2 mit Artikeln der Bibliothek zusammengeführt, %3 bereits vorhanden.</translation>
    </message>
    <message>
        <source>Import finished: %1 new, %2 already in the library.</source>
        <translation>Import abgeschlossen: %1 neu, %2 bereits in der Bibliothek.</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Es wurde nichts importiert: %1</translation>
    </message>
    <message>
        <source>%1: no abstracts found.</source>
        <translation>%1: keine Abstracts gefunden.</translation>
    </message>
    <message>
        <source>%1, line %2: skipped %3</source>
        <translation>%1, Zeile %2 übersprungen: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more record(s) skipped</source>
        <translation>
            <numerusform>%1: %n weiterer Datensatz übersprungen</numerusform>
            <numerusform>%1: %n weitere Datensätze übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo Import</source>
        <translation>Import &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>Import cancelled. %1</source>
        <extracomment>%1 is a sentence of its own, saying that the library file moved.</extracomment>
        <translation>Import abgebrochen. %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies the next time Lectern starts.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Lectern wirksam.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LibraryController</name>
    <message>
        <source>The library was backed up.</source>
        <translation>Die Bibliothek wurde gesichert.</translation>
    </message>
    <message>
        <source>No backup could be made: %1</source>
        <translation>Es konnte keine Sicherung erstellt werden: %1</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open Library</source>
        <translation>Bibliothek öffnen</translation>
    </message>
    <message>
        <source>Lectern libraries (*.sqlite);;All files (*)</source>
        <translation>Lectern-Bibliotheken (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The server does not answer.</source>
        <translation>Der Server antwortet nicht.</translation>
    </message>
    <message>
        <source>process %1, %2</source>
        <translation>Prozess %1, %2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>Library in Use</source>
        <translation>Bibliothek in Gebrauch</translation>
    </message>
    <message>
        <source>%1 is open in another Lectern window (%2). One window at a time changes a library; this one can show it read-only.</source>
        <translation>%1 ist in einem anderen Lectern-Fenster geöffnet (%2). Nur ein Fenster zur Zeit ändert eine Bibliothek; dieses kann sie schreibgeschützt anzeigen.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>The library is damaged</source>
        <translation>Die Bibliothek ist beschädigt</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Nothing more should be written to it: restore its newest good backup. The damaged library is kept beside the backups.</source>
        <translation>%1 ist beschädigt (%2). Es sollte nichts mehr hineingeschrieben werden: Stellen Sie die neueste intakte Sicherung wieder her. Die beschädigte Bibliothek wird neben den Sicherungen aufbewahrt.</translation>
    </message>
    <message>
        <source>&amp;Restore from Backup…</source>
        <translation>Aus &amp;Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <source>Restore from Backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>There is no backup of this library yet. Lectern makes one each day the library is open, and before a large import.</source>
        <translation>Von dieser Bibliothek gibt es noch keine Sicherung. Lectern legt an jedem Tag, an dem die Bibliothek geöffnet ist, eine an, außerdem vor jedem großen Import.</translation>
    </message>
    <message>
        <source>Another Lectern window has this library open: restore its backup there.</source>
        <translation>Ein anderes Lectern-Fenster hat diese Bibliothek geöffnet: Stellen Sie die Sicherung dort wieder her.</translation>
    </message>
    <message>
        <source>Nothing was restored</source>
        <translation>Es wurde nichts wiederhergestellt</translation>
    </message>
    <message>
        <source>The backup was restored; the library as it was is kept as a backup.</source>
        <translation>Die Sicherung wurde wiederhergestellt; der bisherige Stand der Bibliothek wird als Sicherung aufbewahrt.</translation>
    </message>
    <message>
        <source>The library was replaced by another program and has been opened again.</source>
        <translation>Die Bibliothek wurde von einem anderen Programm ersetzt und neu geöffnet.</translation>
    </message>
    <message>
        <source>The library was replaced by another program and cannot be opened again; nothing more is written to it.</source>
        <translation>Die Bibliothek wurde von einem anderen Programm ersetzt und lässt sich nicht neu öffnen; es wird nichts mehr in sie geschrieben.</translation>
    </message>
    <message>
        <source>The library file was moved, removed or replaced by another program; nothing more is written to it. Open it again (File → Open Library…) to see it as it is now.</source>
        <translation>Die Bibliotheksdatei wurde von einem anderen Programm verschoben, entfernt oder ersetzt; es wird nichts mehr in sie geschrieben. Öffnen Sie sie erneut (Datei → Bibliothek öffnen…), um sie so zu sehen, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>What the library file&apos;s journal held could not be written into it: %1</source>
        <translation>Was das Journal der Bibliotheksdatei enthielt, konnte nicht in sie geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LibraryEditor</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>the library is damaged, and nothing more is written to it: restore a backup (File → Restore from Backup…)</source>
        <translation>die Bibliothek ist beschädigt, und es wird nichts mehr hineingeschrieben: Stellen Sie eine Sicherung wieder her (Datei → Aus Sicherung wiederherstellen…)</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Paper(s)</source>
        <translation>
            <numerusform>%n Artikel löschen</numerusform>
            <numerusform>%n Artikel löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Collection %1</source>
        <translation>Sammlung %1 löschen</translation>
    </message>
    <message>
        <source>New Reading List %1</source>
        <translation>Neue Leseliste %1</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>Zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove from %1</source>
        <translation>Aus %1 entfernen</translation>
    </message>
    <message>
        <source>Reorder %1</source>
        <translation>%1 neu ordnen</translation>
    </message>
    <message>
        <source>Rename List %1</source>
        <translation>Liste %1 umbenennen</translation>
    </message>
    <message>
        <source>Describe %1</source>
        <translation>Beschreibung von %1 ändern</translation>
    </message>
    <message>
        <source>Delete List %1</source>
        <translation>Liste %1 löschen</translation>
    </message>
    <message>
        <source>Edit Title</source>
        <translation>Titel bearbeiten</translation>
    </message>
    <message>
        <source>Tag with %1</source>
        <translation>Mit %1 taggen</translation>
    </message>
    <message numerus="yes">
        <source>Tag %n Papers with %1</source>
        <translation>
            <numerusform>%n Artikel mit %1 taggen</numerusform>
            <numerusform>%n Artikel mit %1 taggen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Tag %1</source>
        <translation>Tag %1 entfernen</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 zusammenführen</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Delete Tag %1</source>
        <translation>Tag %1 löschen</translation>
    </message>
    <message>
        <source>Change Colour of %1</source>
        <translation>Farbe von %1 ändern</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <source>Remove Highlight</source>
        <translation>Hervorhebung entfernen</translation>
    </message>
    <message>
        <source>Edit Highlight Comment</source>
        <translation>Kommentar zur Hervorhebung bearbeiten</translation>
    </message>
    <message>
        <source>Save Search %1</source>
        <translation>Suche %1 speichern</translation>
    </message>
    <message>
        <source>Rename Saved Search %1</source>
        <translation>Gespeicherte Suche %1 umbenennen</translation>
    </message>
    <message>
        <source>Delete Saved Search %1</source>
        <translation>Gespeicherte Suche %1 löschen</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>the library is open in another Lectern window, and this one only reads it</source>
        <translation>die Bibliothek ist in einem anderen Lectern-Fenster geöffnet, und dieses liest sie nur</translation>
    </message>
    <message>
        <source>the connection to the library&apos;s server was lost: reconnect first (File → Reconnect)</source>
        <translation>die Verbindung zum Server der Bibliothek ist abgebrochen: erst neu verbinden (Datei → Neu verbinden)</translation>
    </message>
    <message>
        <source>Edit Reference</source>
        <translation>Literaturangabe bearbeiten</translation>
    </message>
    <message>
        <source>Merge Papers</source>
        <translation>Papers zusammenführen</translation>
    </message>
    <message>
        <source>Mark as Distinct Papers</source>
        <translation>Als verschiedene Papers markieren</translation>
    </message>
    <message>
        <source>the note was changed by someone else since; undoing would write over it</source>
        <translation>die Notiz wurde inzwischen von jemand anderem geändert; Rückgängigmachen würde sie überschreiben</translation>
    </message>
    <message>
        <source>the title was changed by someone else since; undoing would write over it</source>
        <translation>der Titel wurde inzwischen von jemand anderem geändert; Rückgängigmachen würde ihn überschreiben</translation>
    </message>
    <message>
        <source>the library file was moved, removed or replaced by another program: open it again (File → Open Library…)</source>
        <translation>die Bibliotheksdatei wurde von einem anderen Programm verschoben, entfernt oder ersetzt: Öffnen Sie sie erneut (Datei → Bibliothek öffnen…)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::MainWindow</name>
    <message>
        <source>Lectern</source>
        <translation>Lectern</translation>
    </message>
    <message>
        <source>Change Reading State</source>
        <translation>Lesestatus ändern</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Import Abstracts…</source>
        <translation>Abstracts &amp;importieren…</translation>
    </message>
    <message>
        <source>Import text files of abstracts (%1)</source>
        <translation>Textdateien mit Abstracts importieren (%1)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Open Library…</source>
        <translation>Bibliothek &amp;öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Library</source>
        <translation>&amp;Demo-Bibliothek öffnen</translation>
    </message>
    <message>
        <source>&amp;Restore from Backup…</source>
        <translation>Aus &amp;Sicherung wiederherstellen…</translation>
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
        <source>Copy as &amp;BibTeX</source>
        <translation>Als &amp;BibTeX kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Save Search…</source>
        <translation>Suche s&amp;peichern…</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Artikel</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <source>&amp;New Review…</source>
        <translation>&amp;Neues Review…</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Sichten</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>Show &amp;Papers</source>
        <translation>&amp;Artikel anzeigen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Sidebar &amp;Counts Follow the Search</source>
        <translation>Seitenleisten-&amp;Zähler folgen der Suche</translation>
    </message>
    <message>
        <source>Count only the papers the search finds in each sidebar entry</source>
        <translation>In jedem Eintrag der Seitenleiste nur die Artikel zählen, die die Suche findet</translation>
    </message>
    <message>
        <source>Mark Opened Papers as &amp;Reading</source>
        <translation>Geöffnete Artikel als „Wird gelesen“ &amp;markieren</translation>
    </message>
    <message numerus="yes">
        <source>An unread paper shown for %n second(s) becomes &quot;reading&quot;</source>
        <translation>
            <numerusform>Ein ungelesener Artikel, der %n Sekunde lang angezeigt wird, erhält den Status „Wird gelesen“</numerusform>
            <numerusform>Ein ungelesener Artikel, der %n Sekunden lang angezeigt wird, erhält den Status „Wird gelesen“</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Lectern</source>
        <translation>Ü&amp;ber Lectern</translation>
    </message>
    <message>
        <source>About Lectern</source>
        <translation>Über Lectern</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lectern %1&lt;/h3&gt;&lt;p&gt;Read, search, tag and review research-paper abstracts, offline.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lectern %1&lt;/h3&gt;&lt;p&gt;Abstracts von Forschungsartikeln offline lesen, durchsuchen, taggen und in Reviews sichten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n paper(s).</source>
        <translation>
            <numerusform>%n Artikel exportiert.</numerusform>
            <numerusform>%n Artikel exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a search first; then it can be saved under a name.</source>
        <translation>Geben Sie zuerst eine Suche ein; dann können Sie sie unter einem Namen speichern.</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>Suche speichern</translation>
    </message>
    <message>
        <source>Name for “%1”:</source>
        <translation>Name für „%1“:</translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>Die Bibliothek kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Another Lectern window has this library open and edits it; this one only reads it.</source>
        <translation>Ein anderes Lectern-Fenster hat diese Bibliothek geöffnet und bearbeitet sie; dieses liest sie nur.</translation>
    </message>
    <message>
        <source>Connect to &amp;Team Library…</source>
        <translation>Mit &amp;Team-Bibliothek verbinden…</translation>
    </message>
    <message>
        <source>Screening Window</source>
        <translation>Screening-Fenster</translation>
    </message>
    <message>
        <source>Possible &amp;Duplicates…</source>
        <translation>Mögliche &amp;Duplikate…</translation>
    </message>
    <message>
        <source>Take &amp;Offline</source>
        <translation>&amp;Offline mitnehmen</translation>
    </message>
    <message>
        <source>No review of this library was taken offline</source>
        <translation>Kein Review dieser Bibliothek wurde mitgenommen</translation>
    </message>
    <message>
        <source>S&amp;end Decisions</source>
        <translation>Entscheidungen &amp;zurücksenden</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::NoteEditor</name>
    <message>
        <source>[image: %1]</source>
        <translation>[Bild: %1]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Rendered note</source>
        <translation>Formatierte Notiz</translation>
    </message>
    <message>
        <source>Show the note rendered, or its Markdown source (%1)</source>
        <translation>Die Notiz formatiert oder als Markdown-Quelltext anzeigen (%1)</translation>
    </message>
    <message>
        <source>Write a note in Markdown…</source>
        <translation>Notiz in Markdown schreiben…</translation>
    </message>
    <message>
        <source>Select a paper to write a note.</source>
        <translation>Wählen Sie einen Artikel aus, um eine Notiz zu schreiben.</translation>
    </message>
    <message>
        <source>Your Markdown note on this paper, saved as you type.</source>
        <translation>Ihre Markdown-Notiz zu diesem Artikel; sie wird während der Eingabe gespeichert.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your note on the paper, in Markdown (&lt;code&gt;*emphasis*&lt;/code&gt;, &lt;code&gt;**bold**&lt;/code&gt;, &lt;code&gt;- lists&lt;/code&gt;, &lt;code&gt;$maths$&lt;/code&gt;). It is saved as you pause, when you choose another paper and when you quit, and found by searches (&lt;code&gt;note:word&lt;/code&gt;). Ctrl+Shift+P shows it rendered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ihre Notiz zum Artikel, in Markdown (&lt;code&gt;*kursiv*&lt;/code&gt;, &lt;code&gt;**fett**&lt;/code&gt;, &lt;code&gt;- Listen&lt;/code&gt;, &lt;code&gt;$Formeln$&lt;/code&gt;). Sie wird gespeichert, sobald Sie beim Tippen innehalten, einen anderen Artikel wählen oder Lectern beenden, und von der Suche gefunden (&lt;code&gt;note:Wort&lt;/code&gt;). Ctrl+Shift+P zeigt sie formatiert an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No note. This window only reads the library.</source>
        <translation>Keine Notiz. Dieses Fenster liest die Bibliothek nur.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::NoteMergeDialog</name>
    <message>
        <source>Note Changed by Someone Else</source>
        <translation>Notiz von jemand anderem geändert</translation>
    </message>
    <message>
        <source>While you were typing, someone else saved the note on “%1”. Theirs is on the left; yours, on the right, is what will be saved: copy into it what you want to keep of theirs.</source>
        <translation>Während Sie getippt haben, hat jemand anderes die Notiz zu „%1“ gespeichert. Deren Notiz steht links; Ihre, rechts, wird gespeichert: Kopieren Sie hinein, was Sie von der anderen behalten wollen.</translation>
    </message>
    <message>
        <source>&amp;Their note (saved)</source>
        <translation>&amp;Deren Notiz (gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Your note</source>
        <translation>&amp;Ihre Notiz</translation>
    </message>
    <message>
        <source>&amp;Save Your Note</source>
        <translation>Ihre Notiz &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Keep Their Note</source>
        <translation>Deren Notiz &amp;behalten</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::OfflineReviewController</name>
    <message>
        <source>Paper %1</source>
        <translation>Artikel %1</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1 (%2)</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to send: %1 has every decision on “%2”.</source>
        <translation>Nichts zu senden: %1 hat jede Entscheidung zu „%2“.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on “%1” sent to %2.</source>
        <translation>
            <numerusform>%n Entscheidung zu „%1“ an %2 gesendet.</numerusform>
            <numerusform>%n Entscheidungen zu „%1“ an %2 gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided meanwhile by someone else:</source>
        <translation>Inzwischen von anderen entschieden:</translation>
    </message>
    <message>
        <source>Not sent, as you decided them again on the team library later:</source>
        <translation>Nicht gesendet, da du sie später in der Team-Bibliothek neu entschieden hast:</translation>
    </message>
    <message>
        <source>Not sent, as the review on the team library no longer has them:</source>
        <translation>Nicht gesendet, da das Review in der Team-Bibliothek sie nicht mehr hat:</translation>
    </message>
    <message>
        <source>Decisions Sent</source>
        <translation>Entscheidungen gesendet</translation>
    </message>
    <message>
        <source>%1 (offline).sqlite</source>
        <translation>%1 (offline).sqlite</translation>
    </message>
    <message>
        <source>Take “%1” Offline</source>
        <translation>„%1“ offline mitnehmen</translation>
    </message>
    <message>
        <source>Lectern libraries (*.sqlite)</source>
        <translation>Lectern-Bibliotheken (*.sqlite)</translation>
    </message>
    <message>
        <source>Review Taken Offline</source>
        <translation>Review mitgenommen</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is in %2: %n paper(s)</source>
        <translation>
            <numerusform>„%1“ ist in %2: %n Artikel</numerusform>
            <numerusform>„%1“ ist in %2: %n Artikel</numerusform>
        </translation>
    </message>
    <message>
        <source>Screen it there without the server; Review → Send Decisions in it puts your decisions back on the team library.</source>
        <translation>Sichte es dort ohne Server; Review → Entscheidungen zurücksenden bringt deine Entscheidungen in die Team-Bibliothek zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions came along.</source>
        <translation>
            <numerusform>%n deiner Entscheidungen kam mit.</numerusform>
            <numerusform>%n deiner Entscheidungen kamen mit.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>The review was not taken offline</source>
        <translation>Das Review wurde nicht mitgenommen</translation>
    </message>
    <message>
        <source>The decisions were not sent</source>
        <translation>Die Entscheidungen wurden nicht gesendet</translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation>Mitgenommen: %1</translation>
    </message>
    <message>
        <source>Taken offline from a team library; Review → Send Decisions puts your decisions back.</source>
        <translation>Aus einer Team-Bibliothek mitgenommen; Review → Entscheidungen zurücksenden bringt deine Entscheidungen zurück.</translation>
    </message>
    <message>
        <source>Send Decisions</source>
        <translation>Entscheidungen zurücksenden</translation>
    </message>
    <message>
        <source>Send your decisions on “%1” to %2?</source>
        <translation>Deine Entscheidungen zu „%1“ an %2 senden?</translation>
    </message>
    <message>
        <source>The review was taken offline from there.</source>
        <translation>Das Review wurde von dort mitgenommen.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::OthersNotesView</name>
    <message>
        <source>Other members&apos; notes</source>
        <translation>Notizen der anderen Mitglieder</translation>
    </message>
    <message>
        <source>&lt;p&gt;What the other members of the team library wrote on this paper, each under their name. Only they can change their notes; yours is the one above.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Was die anderen Mitglieder der Team-Bibliothek zu diesem Artikel notiert haben, jeweils unter ihrem Namen. Nur sie können ihre Notizen ändern; deine steht darüber.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No other member has a note on this paper.</source>
        <translation>Kein anderes Mitglied hat eine Notiz zu diesem Artikel.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a member&apos;s name and how long ago they wrote their note</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperActions</name>
    <message>
        <source>Add &amp;Tag…</source>
        <translation>&amp;Tag hinzufügen…</translation>
    </message>
    <message>
        <source>Edit &amp;Title</source>
        <translation>T&amp;itel bearbeiten</translation>
    </message>
    <message>
        <source>Edit &amp;Reference…</source>
        <translation>&amp;Literaturangabe bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Highlight Selection</source>
        <translation>Auswahl &amp;hervorheben</translation>
    </message>
    <message>
        <source>Select a passage of the abstract to highlight it.</source>
        <translation>Markieren Sie eine Passage des Abstracts, um sie hervorzuheben.</translation>
    </message>
    <message>
        <source>Toggle &amp;Read</source>
        <translation>&amp;Gelesen umschalten</translation>
    </message>
    <message>
        <source>Toggle Read</source>
        <translation>Gelesen umschalten</translation>
    </message>
    <message>
        <source>Mark &amp;As</source>
        <translation>Markieren &amp;als</translation>
    </message>
    <message>
        <source>&amp;Unread</source>
        <translation>&amp;Ungelesen</translation>
    </message>
    <message>
        <source>Rea&amp;ding</source>
        <translation>&amp;Wird gelesen</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Gelesen</translation>
    </message>
    <message>
        <source>Mark as %1</source>
        <translation>Als „%1“ markieren</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>Mit &amp;Stern markieren</translation>
    </message>
    <message>
        <source>Toggle Star</source>
        <translation>Stern umschalten</translation>
    </message>
    <message>
        <source>Ra&amp;ting</source>
        <translation>&amp;Bewertung</translation>
    </message>
    <message>
        <source>No Rating</source>
        <translation>Keine Bewertung</translation>
    </message>
    <message numerus="yes">
        <source>Rate %n Star(s)</source>
        <translation>
            <numerusform>Mit %n Stern bewerten</numerusform>
            <numerusform>Mit %n Sternen bewerten</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to Reading &amp;List</source>
        <translation>Zu&amp;r Leseliste hinzufügen</translation>
    </message>
    <message>
        <source>Add to Reading List…</source>
        <translation>Zur Leseliste hinzufügen…</translation>
    </message>
    <message>
        <source>Remove from This List</source>
        <translation>Aus dieser Liste entfernen</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Tag hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Tag %n selected paper(s) with:</source>
        <translation>
            <numerusform>Tag für %n ausgewählten Artikel:</numerusform>
            <numerusform>Tag für %n ausgewählte Artikel:</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Tag entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) as %1.</source>
        <translation>
            <numerusform>%n Artikel als %1 kopiert.</numerusform>
            <numerusform>%n Artikel als %1 kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>BibTeX</source>
        <translation>BibTeX</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>&amp;New List…</source>
        <translation>&amp;Neue Liste…</translation>
    </message>
    <message>
        <source>New Reading List</source>
        <translation>Neue Leseliste</translation>
    </message>
    <message>
        <source>Name of the new list:</source>
        <translation>Name der neuen Liste:</translation>
    </message>
    <message>
        <source>Add to Reading List</source>
        <translation>Zur Leseliste hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n paper(s) to the list (a new name makes a new list):</source>
        <translation>
            <numerusform>%n Artikel zur Liste hinzufügen (ein neuer Name legt eine neue Liste an):</numerusform>
            <numerusform>%n Artikel zur Liste hinzufügen (ein neuer Name legt eine neue Liste an):</numerusform>
        </translation>
    </message>
    <message>
        <source>Title Changed by Someone Else</source>
        <translation>Titel von jemand anderem geändert</translation>
    </message>
    <message>
        <source>While you were editing it, someone else retitled this paper.

Their title, saved:
%1

Your title:
%2</source>
        <translation>Während Sie ihn bearbeitet haben, hat jemand anderes diesem Artikel einen neuen Titel gegeben.

Deren Titel, gespeichert:
%1

Ihr Titel:
%2</translation>
    </message>
    <message>
        <source>&amp;Save Your Title</source>
        <translation>Ihren Titel &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Keep Their Title</source>
        <translation>Deren Titel &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;More Like This</source>
        <translation>Ä&amp;hnliche Artikel</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperDetailView</name>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>No abstract: the record this paper came from has none.</source>
        <translation>Kein Abstract: Der Datensatz, aus dem dieser Artikel stammt, enthält keines.</translation>
    </message>
    <message>
        <source>Show Source</source>
        <translation>Quelltext anzeigen</translation>
    </message>
    <message>
        <source>Show the abstract exactly as imported, with its Markdown and TeX</source>
        <translation>Das Abstract genau wie importiert anzeigen, mit Markdown und TeX</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <source>Highlight the selected passage</source>
        <translation>Die ausgewählte Passage hervorheben</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Hervorhebungen</translation>
    </message>
    <message>
        <source>Remove Highlight</source>
        <translation>Hervorhebung entfernen</translation>
    </message>
    <message>
        <source>Select a paper to read its abstract.</source>
        <translation>Wählen Sie einen Artikel aus, um sein Abstract zu lesen.</translation>
    </message>
    <message>
        <source>Title inferred from the abstract; press F2 in the list to edit it.</source>
        <translation>Titel aus dem Abstract erschlossen; drücken Sie F2 in der Liste, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>in %1</source>
        <comment>the reading lists a paper is in</comment>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Highlight with Comment…</source>
        <translation>Mit Kommentar hervorheben…</translation>
    </message>
    <message>
        <source>Comment on the highlighted passage:</source>
        <translation>Kommentar zur hervorgehobenen Passage:</translation>
    </message>
    <message>
        <source>Edit Comment…</source>
        <translation>Kommentar bearbeiten…</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Authors, venue and year</source>
        <translation>Autoren, Quelle und Jahr</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>Abstract</translation>
    </message>
    <message>
        <source>The abstract of the paper chosen in the list, with its maths and emphasis rendered.</source>
        <translation>Das Abstract des in der Liste gewählten Artikels, mit formatierten Formeln und Textauszeichnungen.</translation>
    </message>
    <message>
        <source>Highlights the passage selected in the abstract in yellow; its menu offers other colours and a comment.</source>
        <translation>Hebt die im Abstract ausgewählte Passage gelb hervor; das zugehörige Menü bietet weitere Farben und einen Kommentar.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The paper chosen in the list: its title, authors and tags, the abstract, your highlights and your note. Type tags in the tag field (a comma between several); select a passage and press Highlight to mark it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der in der Liste gewählte Artikel: Titel, Autoren und Tags, das Abstract, Ihre Hervorhebungen und Ihre Notiz. Geben Sie Tags im Tag-Feld ein (mehrere durch Komma getrennt); markieren Sie eine Passage und klicken Sie auf „Hervorheben“, um sie zu kennzeichnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the record&apos;s authors, venue, identifiers and other fields</source>
        <translation>Autoren, Publikationsort, Kennungen und weitere Felder des Eintrags zeigen</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Show what was done to this paper, by whom and when</source>
        <translation>Zeigen, was mit diesem Artikel geschah, von wem und wann</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperListController</name>
    <message>
        <source>Papers shown</source>
        <translation>Angezeigte Artikel</translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>Die Bibliothek kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1+ of %2 papers</source>
        <translation>%1+ von %2 Artikeln</translation>
    </message>
    <message>
        <source>%1 of %2 papers, too many to rank by relevance</source>
        <translation>%1 von %2 Artikeln, zu viele für eine Reihung nach Relevanz</translation>
    </message>
    <message>
        <source>%1 of %2 papers</source>
        <translation>%1 von %2 Artikeln</translation>
    </message>
    <message>
        <source>No papers in “%1”.</source>
        <translation>Keine Artikel in „%1“.</translation>
    </message>
    <message>
        <source>No papers match “%1”.</source>
        <translation>Keine Artikel passen zu „%1“.</translation>
    </message>
    <message>
        <source>No papers in “%1” match “%2”.</source>
        <translation>Keine Artikel in „%1“ passen zu „%2“.</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>Suche: %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperTableModel</name>
    <message>
        <source>Unread</source>
        <translation>Ungelesen</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Wird gelesen</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n Stern</numerusform>
            <numerusform>%n Sterne</numerusform>
        </translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>Mit Stern markiert</translation>
    </message>
    <message>
        <source>Not starred</source>
        <translation>Nicht mit Stern markiert</translation>
    </message>
    <message>
        <source>%1
(title inferred from the abstract; press F2 to edit it)</source>
        <translation>%1
(Titel aus dem Abstract erschlossen; zum Bearbeiten F2 drücken)</translation>
    </message>
    <message>
        <source>Rating: keys 0 to 5, or click a star</source>
        <translation>Bewertung: Tasten 0 bis 5 oder Klick auf einen Stern</translation>
    </message>
    <message>
        <source>Star: key S, or click</source>
        <translation>Stern: Taste S oder Klick</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Incl.</source>
        <translation>Einschl.</translation>
    </message>
    <message>
        <source>Inclusion keyword hits</source>
        <translation>Treffer der Einschluss-Stichwörter</translation>
    </message>
    <message>
        <source>Excl.</source>
        <translation>Ausschl.</translation>
    </message>
    <message>
        <source>Exclusion keyword hits</source>
        <translation>Treffer der Ausschluss-Stichwörter</translation>
    </message>
    <message>
        <source>%1 et al.</source>
        <translation>%1 et al.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Publikationsort</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperTableView</name>
    <message>
        <source>Papers</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>The papers found. Space toggles read, S stars, 0 to 5 rate, F2 edits the title, Ctrl+T tags the selected papers.</source>
        <translation>Die gefundenen Artikel. Die Leertaste schaltet „Gelesen“ um, S markiert mit Stern, 0 bis 5 bewerten, F2 bearbeitet den Titel, Ctrl+T taggt die ausgewählten Artikel.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The papers of the entry chosen in the sidebar that the search finds. Arrow keys choose a paper, whose abstract the pane beside shows. Space toggles read and unread, S stars, 0 to 5 rate, F2 edits the title, Delete deletes; the Paper menu has the same. Click a column&apos;s header to sort by it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Artikel des in der Seitenleiste gewählten Eintrags, die die Suche findet. Mit den Pfeiltasten wählen Sie einen Artikel, dessen Abstract im Bereich daneben angezeigt wird. Die Leertaste schaltet zwischen gelesen und ungelesen um, S markiert mit Stern, 0 bis 5 bewerten, F2 bearbeitet den Titel, Entf löscht; das Menü „Artikel“ bietet dasselbe. Klicken Sie auf einen Spaltenkopf, um danach zu sortieren.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PrismaDiagram</name>
    <message>
        <source>%1 (n = %2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Records identified</source>
        <translation>Identifizierte Datensätze</translation>
    </message>
    <message>
        <source>Records removed before screening</source>
        <translation>Vor dem Screening entfernte Datensätze</translation>
    </message>
    <message>
        <source>Duplicate records</source>
        <translation>Duplikate</translation>
    </message>
    <message>
        <source>Records screened</source>
        <translation>Gesichtete Datensätze</translation>
    </message>
    <message>
        <source>Records excluded</source>
        <translation>Ausgeschlossene Datensätze</translation>
    </message>
    <message>
        <source>Awaiting a decision</source>
        <translation>Entscheidung ausstehend</translation>
    </message>
    <message>
        <source>Marked maybe: %1</source>
        <translation>Als „Vielleicht“ markiert: %1</translation>
    </message>
    <message>
        <source>Reviewers disagree: %1</source>
        <translation>Reviewer uneinig: %1</translation>
    </message>
    <message>
        <source>Not yet screened</source>
        <translation>Noch nicht gesichtet</translation>
    </message>
    <message>
        <source>Records included</source>
        <translation>Eingeschlossene Datensätze</translation>
    </message>
    <message>
        <source>Identification</source>
        <translation>Identifikation</translation>
    </message>
    <message>
        <source>Screening</source>
        <translation>Screening</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>Eingeschlossen</translation>
    </message>
    <message>
        <source>PRISMA 2020 flow diagram, made by Lectern</source>
        <translation>PRISMA-2020-Flussdiagramm, erstellt mit Lectern</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PrismaView</name>
    <message>
        <source>PRISMA flow diagram</source>
        <translation>PRISMA-Flussdiagramm</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::RecentLibrariesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Your Library</source>
        <translation>&amp;Ihre Bibliothek</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReferenceDialog</name>
    <message>
        <source>Edit Reference</source>
        <translation>Literaturangabe bearbeiten</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>e.g. article, inproceedings, JOUR</source>
        <translation>z. B. article, inproceedings, JOUR</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Erscheinungsort</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Band</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Heft</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Verlag</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>e.g. 10.1000/xyz123</source>
        <translation>z. B. 10.1000/xyz123</translation>
    </message>
    <message>
        <source>arXiv</source>
        <translation>arXiv</translation>
    </message>
    <message>
        <source>PubMed</source>
        <translation>PubMed</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Separated by semicolons</source>
        <translation>Durch Semikolons getrennt</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>Zitierschlüssel</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Weitere Felder</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add Field</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove Field</source>
        <translation>Feld entfernen</translation>
    </message>
    <message>
        <source>“%1” is not a DOI: a DOI starts with 10. and a slash follows, as in 10.1000/xyz123.</source>
        <translation>„%1“ ist keine DOI: Eine DOI beginnt mit 10. und enthält danach einen Schrägstrich, wie 10.1000/xyz123.</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id, such as 2101.00001 or math/0211159.</source>
        <translation>„%1“ ist keine arXiv-ID wie 2101.00001 oder math/0211159.</translation>
    </message>
    <message>
        <source>“%1” is not a PubMed id: it is a number, such as 12345678.</source>
        <translation>„%1“ ist keine PubMed-ID: Sie ist eine Zahl, wie 12345678.</translation>
    </message>
    <message>
        <source>“%1” is not a link: a link starts with its scheme, as in https://example.org/paper.</source>
        <translation>„%1“ ist kein Link: Ein Link beginnt mit seinem Schema, wie https://example.org/paper.</translation>
    </message>
    <message>
        <source>One per line: Family, Given</source>
        <translation>Einer pro Zeile: Nachname, Vorname</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>Einer pro Zeile</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReferenceView</name>
    <message>
        <source>Journal article</source>
        <translation>Zeitschriftenartikel</translation>
    </message>
    <message>
        <source>Conference paper</source>
        <translation>Konferenzbeitrag</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>Book chapter</source>
        <translation>Buchkapitel</translation>
    </message>
    <message>
        <source>Thesis</source>
        <translation>Abschlussarbeit</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Preprint</source>
        <translation>Preprint</translation>
    </message>
    <message>
        <source>Reference details</source>
        <translation>Angaben zum Eintrag</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Publikationsort</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Band</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Heft</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Verlag</translation>
    </message>
    <message>
        <source>Editors</source>
        <translation>Herausgeber</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>arXiv</source>
        <translation>arXiv</translation>
    </message>
    <message>
        <source>PubMed</source>
        <translation>PubMed</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>Zitierschlüssel</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>The source gave no more than the title and the abstract.</source>
        <translation>Die Quelle enthielt nur Titel und Zusammenfassung.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Correct the record&apos;s authors, venue, identifiers and other fields</source>
        <translation>Autoren, Erscheinungsort, Kennungen und weitere Felder des Eintrags korrigieren</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::RestoreDialog</name>
    <message>
        <source>Restore from Backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>The library is replaced by the backup you choose. What it holds now is kept as a backup first, so a restore can be undone by restoring that one.</source>
        <translation>Die Bibliothek wird durch die gewählte Sicherung ersetzt. Ihr jetziger Inhalt wird zuvor selbst als Sicherung aufbewahrt, sodass sich eine Wiederherstellung rückgängig machen lässt, indem Sie diese Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewController</name>
    <message>
        <source>The review was not made</source>
        <translation>Das Review wurde nicht angelegt</translation>
    </message>
    <message>
        <source>The review cannot be opened</source>
        <translation>Das Review kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewDialog</name>
    <message>
        <source>New Review</source>
        <translation>Neues Review</translation>
    </message>
    <message numerus="yes">
        <source>The papers shown (%n)</source>
        <translation>
            <numerusform>Der angezeigte Artikel (%n)</numerusform>
            <numerusform>Die angezeigten Artikel (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected papers (%n)</source>
        <translation>
            <numerusform>Der ausgewählte Artikel (%n)</numerusform>
            <numerusform>Die ausgewählten Artikel (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit Review</source>
        <translation>Review bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Each reviewer sees only their own &amp;decisions</source>
        <translation>Jeder Reviewer sieht nur seine eigenen Entschei&amp;dungen</translation>
    </message>
    <message>
        <source>Proton pump inhibitors</source>
        <translation>Protonenpumpenhemmer</translation>
    </message>
    <message>
        <source>The question the review answers</source>
        <translation>Die Frage, die das Review beantwortet</translation>
    </message>
    <message>
        <source>Shown green; separated by ;</source>
        <translation>Grün angezeigt; getrennt durch ;</translation>
    </message>
    <message>
        <source>Shown red; separated by ;</source>
        <translation>Rot angezeigt; getrennt durch ;</translation>
    </message>
    <message>
        <source>One per line; picked with 1–9 while screening</source>
        <translation>Einer pro Zeile; beim Sichten mit 1–9 auswählbar</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Frage:</translation>
    </message>
    <message>
        <source>&amp;Inclusion criteria:</source>
        <translation>&amp;Einschlusskriterien:</translation>
    </message>
    <message>
        <source>E&amp;xclusion criteria:</source>
        <translation>A&amp;usschlusskriterien:</translation>
    </message>
    <message>
        <source>Inclusion &amp;keywords:</source>
        <translation>Einschluss-&amp;Stichwörter:</translation>
    </message>
    <message>
        <source>Exclusion k&amp;eywords:</source>
        <translation>Ausschluss-Stic&amp;hwörter:</translation>
    </message>
    <message>
        <source>&amp;Reasons to exclude:</source>
        <translation>Ausschluss&amp;gründe:</translation>
    </message>
    <message>
        <source>&amp;Blind review:</source>
        <translation>&amp;Verblindetes Review:</translation>
    </message>
    <message>
        <source>&amp;Papers:</source>
        <translation>&amp;Artikel:</translation>
    </message>
    <message>
        <source>&amp;Create and Screen</source>
        <translation>E&amp;rstellen und sichten</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewResultsWindow</name>
    <message>
        <source>Include</source>
        <translation>Einschließen</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Ausschließen</translation>
    </message>
    <message>
        <source>Maybe</source>
        <translation>Vielleicht</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Flow Diagram</source>
        <translation>&amp;Flussdiagramm</translation>
    </message>
    <message>
        <source>&amp;Reviewers</source>
        <translation>&amp;Reviewer</translation>
    </message>
    <message>
        <source>&amp;Conflicts</source>
        <translation>&amp;Konflikte</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation>Diagramm e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Reviewers</source>
        <translation>Reviewer</translation>
    </message>
    <message>
        <source>Export &amp;Agreement…</source>
        <translation>Übereinstimmung ex&amp;portieren…</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>Papers on which the reviewers disagree. Settle the selected one for the review with I, E or M; R reopens it.</source>
        <translation>Artikel, bei denen die Reviewer uneinig sind. Klären Sie den ausgewählten für das Review mit I, E oder M; R öffnet ihn wieder.</translation>
    </message>
    <message>
        <source>&amp;Include (I)</source>
        <translation>&amp;Einschließen (I)</translation>
    </message>
    <message>
        <source>E&amp;xclude (E)</source>
        <translation>&amp;Ausschließen (E)</translation>
    </message>
    <message>
        <source>&amp;Maybe (M)</source>
        <translation>&amp;Vielleicht (M)</translation>
    </message>
    <message>
        <source>Re&amp;open (R)</source>
        <translation>&amp;Wieder öffnen (R)</translation>
    </message>
    <message>
        <source>This record has no abstract.</source>
        <translation>Dieser Datensatz hat kein Abstract.</translation>
    </message>
    <message>
        <source>&amp;End Blinding…</source>
        <translation>Verblindung &amp;beenden…</translation>
    </message>
    <message>
        <source>The review cannot be read</source>
        <translation>Das Review kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Results of “%1” — Lectern</source>
        <translation>Ergebnisse von „%1“ — Lectern</translation>
    </message>
    <message>
        <source>“%1” is a blind review: each reviewer sees only their own decisions until the blinding ends. You (%2) have screened %3 of %4 papers.

End the blinding once every reviewer&apos;s decisions are imported, to see the conflicts, the agreement and the flow diagram.</source>
        <translation>„%1“ ist ein verblindetes Review: Jeder Reviewer sieht nur seine eigenen Entscheidungen, bis die Verblindung endet. Sie (%2) haben %3 von %4 Artikeln gesichtet.

Beenden Sie die Verblindung, sobald die Entscheidungen aller Reviewer importiert sind, um die Konflikte, die Übereinstimmung und das Flussdiagramm zu sehen.</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Reviewer</translation>
    </message>
    <message>
        <source>Screened</source>
        <translation>Gesichtet</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>Eingeschlossen</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>Ausgeschlossen</translation>
    </message>
    <message>
        <source>Not screened</source>
        <translation>Nicht gesichtet</translation>
    </message>
    <message>
        <source>%1 and %2: %3 of %4 papers both decided agree; Cohen&apos;s kappa %5.</source>
        <translation>%1 und %2: Übereinstimmung bei %3 von %4 Artikeln, über die beide entschieden haben; Cohens Kappa %5.</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>nicht definiert</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Klärung</translation>
    </message>
    <message>
        <source>&amp;Conflicts (%1)</source>
        <translation>&amp;Konflikte (%1)</translation>
    </message>
    <message>
        <source>The conflict was not settled</source>
        <translation>Der Konflikt wurde nicht geklärt</translation>
    </message>
    <message>
        <source>End Blinding</source>
        <translation>Verblindung beenden</translation>
    </message>
    <message>
        <source>Show every reviewer&apos;s decisions, the conflicts and the agreement of “%1”?</source>
        <translation>Die Entscheidungen aller Reviewer, die Konflikte und die Übereinstimmung von „%1“ anzeigen?</translation>
    </message>
    <message>
        <source>The blinding did not end</source>
        <translation>Die Verblindung wurde nicht beendet</translation>
    </message>
    <message>
        <source>Nothing was exported</source>
        <translation>Es wurde nichts exportiert</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Flow Diagram</source>
        <translation>Flussdiagramm exportieren</translation>
    </message>
    <message>
        <source>%1 PRISMA flow.svg</source>
        <translation>%1 PRISMA-Flussdiagramm.svg</translation>
    </message>
    <message>
        <source>PRISMA flow: %1</source>
        <translation>PRISMA-Flussdiagramm: %1</translation>
    </message>
    <message>
        <source>Export Agreement</source>
        <translation>Übereinstimmung exportieren</translation>
    </message>
    <message>
        <source>%1 agreement.csv</source>
        <translation>%1 Übereinstimmung.csv</translation>
    </message>
    <message>
        <source>Review results</source>
        <translation>Review-Ergebnisse</translation>
    </message>
    <message>
        <source>Flow diagram</source>
        <translation>Flussdiagramm</translation>
    </message>
    <message>
        <source>Agreement between the reviewers</source>
        <translation>Übereinstimmung der Reviewer</translation>
    </message>
    <message>
        <source>Abstract of the selected conflict</source>
        <translation>Abstract des ausgewählten Konflikts</translation>
    </message>
    <message>
        <source>Blind review</source>
        <translation>Verblindetes Review</translation>
    </message>
    <message>
        <source>Decisions imported</source>
        <translation>Importierte Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Import Decisions…</source>
        <translation>Entscheidungen &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Decisions</source>
        <translation>Entscheidungen importieren</translation>
    </message>
    <message>
        <source>Decisions exported by Lectern (*.csv);;All files (*)</source>
        <translation>Von Lectern exportierte Entscheidungen (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>Nichts wurde importiert</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) of %1 imported.</source>
        <translation>
            <numerusform>%n Entscheidung von %1 importiert.</numerusform>
            <numerusform>%n Entscheidungen von %1 importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the file name no paper of this review:</source>
        <translation>
            <numerusform>%n Zeile der Datei nennt keinen Artikel dieses Reviews:</numerusform>
            <numerusform>%n Zeilen der Datei nennen keinen Artikel dieses Reviews:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Agreement needs a second reviewer: import their decisions with Import Decisions…, from the file they exported (lectern-cli review export --what decisions).</source>
        <translation>Für die Übereinstimmung braucht es eine zweite Person: Importieren Sie deren Entscheidungen mit „Entscheidungen importieren…“ aus der Datei, die sie exportiert hat (lectern-cli review export --what decisions).</translation>
    </message>
    <message>
        <source>This review is blind: each reviewer sees only their own decisions. As an owner of the library you see them all.</source>
        <translation>Dieses Review ist verblindet: Jeder Reviewer sieht nur seine eigenen Entscheidungen. Als Eigentümer der Bibliothek sehen Sie alle.</translation>
    </message>
    <message>
        <source>All %1 reviewers: %2 papers decided by all; Fleiss&apos; kappa %3.</source>
        <translation>Alle %1 Reviewer: %2 Artikel von allen entschieden; Fleiss&apos; Kappa %3.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewsMenu</name>
    <message>
        <source>No reviews yet</source>
        <translation>Noch keine Reviews</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ScreeningWindow</name>
    <message>
        <source>This record has no abstract.</source>
        <translation>Dieser Datensatz hat kein Abstract.</translation>
    </message>
    <message>
        <source>Note on this decision (N)</source>
        <translation>Notiz zu dieser Entscheidung (N)</translation>
    </message>
    <message>
        <source>Most likely relevant first</source>
        <translation>Voraussichtlich relevante zuerst</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Library order</source>
        <translation>Wie in der Bibliothek</translation>
    </message>
    <message>
        <source>&amp;Include (I)</source>
        <translation>&amp;Einschließen (I)</translation>
    </message>
    <message>
        <source>&amp;Maybe (M)</source>
        <translation>&amp;Vielleicht (M)</translation>
    </message>
    <message>
        <source>&amp;Exclude (E)</source>
        <translation>&amp;Ausschließen (E)</translation>
    </message>
    <message>
        <source>&amp;Skip (S)</source>
        <translation>Über&amp;springen (S)</translation>
    </message>
    <message>
        <source>Why this paper</source>
        <translation>Warum dieser Artikel</translation>
    </message>
    <message>
        <source>When to stop</source>
        <translation>Wann aufhören</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <source>Edit &amp;Review…</source>
        <translation>Review &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Res&amp;ults…</source>
        <translation>Ergeb&amp;nisse…</translation>
    </message>
    <message>
        <source>Screening “%1” — Lectern</source>
        <translation>Screening von „%1“ — Lectern</translation>
    </message>
    <message>
        <source>No reason</source>
        <translation>Kein Grund</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The review was not changed</source>
        <translation>Das Review wurde nicht geändert</translation>
    </message>
    <message>
        <source>Every paper of this review is screened.</source>
        <translation>Alle Artikel dieses Reviews sind gesichtet.</translation>
    </message>
    <message>
        <source>Inclusion keywords: %1 · exclusion keywords: %2</source>
        <translation>Einschluss-Stichwörter: %1 · Ausschluss-Stichwörter: %2</translation>
    </message>
    <message>
        <source>%1 of %2 screened · %3 included · %4 excluded · %5 maybe</source>
        <translation>%1 von %2 gesichtet · %3 eingeschlossen · %4 ausgeschlossen · %5 vielleicht</translation>
    </message>
    <message>
        <source>Reading the papers of the review…</source>
        <translation>Artikel des Reviews werden gelesen…</translation>
    </message>
    <message>
        <source>The order learns once you have included and excluded a paper; until then the papers come in library order.</source>
        <translation>Die Reihenfolge lernt dazu, sobald Sie einen Artikel eingeschlossen und einen ausgeschlossen haben; bis dahin erscheinen die Artikel in der Reihenfolge der Bibliothek.</translation>
    </message>
    <message>
        <source>Raised by:</source>
        <translation>Höher gereiht durch:</translation>
    </message>
    <message>
        <source>Lowered by:</source>
        <translation>Niedriger gereiht durch:</translation>
    </message>
    <message numerus="yes">
        <source>%n exclusion(s) in a row.</source>
        <translation>
            <numerusform>%n Ausschluss in Folge.</numerusform>
            <numerusform>%n Ausschlüsse in Folge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Review question</source>
        <translation>Frage des Reviews</translation>
    </message>
    <message>
        <source>Authors, venue and year</source>
        <translation>Autoren, Quelle und Jahr</translation>
    </message>
    <message>
        <source>Keyword hits</source>
        <translation>Treffer der Stichwörter</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>Abstract</translation>
    </message>
    <message>
        <source>Inclusion keywords are underlined, exclusion keywords underlined with a wavy line.</source>
        <translation>Einschluss-Stichwörter sind unterstrichen, Ausschluss-Stichwörter mit einer Wellenlinie unterstrichen.</translation>
    </message>
    <message>
        <source>Screening counts</source>
        <translation>Screening-Statistik</translation>
    </message>
    <message>
        <source>Note on this decision</source>
        <translation>Notiz zu dieser Entscheidung</translation>
    </message>
    <message>
        <source>Reason to exclude</source>
        <translation>Ausschlussgrund</translation>
    </message>
    <message>
        <source>Keys 1 to 9 choose a reason before E excludes.</source>
        <translation>Die Tasten 1 bis 9 wählen einen Grund, bevor E ausschließt.</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Screening progress</source>
        <translation>Screening-Fortschritt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Screening shows the papers of a review one at a time. Decide with the keys: I includes, E excludes (1 to 9 pick a reason first), M marks maybe, S skips, N writes a note on the decision, Ctrl+Z or Backspace undoes. Once you have included and excluded a paper, the likely relevant ones come first and the side says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Screening zeigt die Artikel eines Reviews einzeln nacheinander. Entscheiden Sie mit den Tasten: I schließt ein, E schließt aus (zuvor wählen 1 bis 9 einen Grund), M markiert als „Vielleicht“, S überspringt, N schreibt eine Notiz zur Entscheidung, Ctrl+Z oder die Rücktaste macht rückgängig. Sobald Sie einen Artikel eingeschlossen und einen ausgeschlossen haben, kommen die voraussichtlich relevanten zuerst, und die Seitenleiste erklärt, warum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shown in random order.</source>
        <translation>In zufälliger Reihenfolge angezeigt.</translation>
    </message>
    <message>
        <source>Shown in library order.</source>
        <translation>In der Reihenfolge der Bibliothek angezeigt.</translation>
    </message>
    <message>
        <source>The keywords were not counted</source>
        <translation>Die Stichwörter wurden nicht gezählt</translation>
    </message>
    <message>
        <source>&lt;p&gt;How many relevant papers may be left, by the stopping rule of Callaghan and Müller-Hansen (2020): the papers screened last are taken as a random sample of those not screened before them. The most likely relevant come first, so the sample holds more relevant papers than a random one would, and the estimate errs on the side of screening on. Included and maybe count as relevant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wie viele relevante Artikel noch übrig sein können, nach der Stoppregel von Callaghan und Müller-Hansen (2020): Die zuletzt gesichteten Artikel gelten als Zufallsstichprobe der zuvor nicht gesichteten. Die wahrscheinlich relevanten kommen zuerst, daher enthält die Stichprobe mehr relevante Artikel als eine zufällige, und die Schätzung irrt zugunsten des Weitersichtens. Eingeschlossene und Vielleicht zählen als relevant.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most likely relevant first, by the model “%1”</source>
        <translation>Wahrscheinlich relevante zuerst, nach dem Modell „%1“</translation>
    </message>
    <message>
        <source>Recall has reached %1&#xa0;% with %2&#xa0;% confidence: screening can stop.</source>
        <translation>Der Recall hat %1&#xa0;% mit %2&#xa0;% Konfidenz erreicht: Das Sichten kann enden.</translation>
    </message>
    <message>
        <source>Screening can stop once recall reaches %1&#xa0;% with %2&#xa0;% confidence.</source>
        <translation>Das Sichten kann enden, sobald der Recall %1&#xa0;% mit %2&#xa0;% Konfidenz erreicht.</translation>
    </message>
    <message numerus="yes">
        <source>About %n relevant paper(s) may be left, at most %1 (%2&#xa0;% confidence): recall is at least %3&#xa0;%.</source>
        <translation>
            <numerusform>Etwa %n relevanter Artikel kann übrig sein, höchstens %1 (%2&#xa0;% Konfidenz): der Recall beträgt mindestens %3&#xa0;%.</numerusform>
            <numerusform>Etwa %n relevante Artikel können übrig sein, höchstens %1 (%2&#xa0;% Konfidenz): der Recall beträgt mindestens %3&#xa0;%.</numerusform>
        </translation>
    </message>
    <message>
        <source>Include the paper</source>
        <translation>Artikel einschließen</translation>
    </message>
    <message>
        <source>Exclude the paper</source>
        <translation>Artikel ausschließen</translation>
    </message>
    <message>
        <source>Decide later (maybe)</source>
        <translation>Später entscheiden (vielleicht)</translation>
    </message>
    <message>
        <source>Skip the paper</source>
        <translation>Artikel überspringen</translation>
    </message>
    <message>
        <source>Write a note on the decision</source>
        <translation>Notiz zur Entscheidung schreiben</translation>
    </message>
    <message>
        <source>Undo the last decision</source>
        <translation>Letzte Entscheidung rückgängig machen</translation>
    </message>
    <message>
        <source>Choose the reason of that number</source>
        <translation>Begründung mit dieser Nummer wählen</translation>
    </message>
    <message>
        <source>Close the screening window</source>
        <translation>Screening-Fenster schließen</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>%1

The screening window is closed: open it again to go on from the decisions the library holds.</source>
        <translation>%1

Das Screening-Fenster wurde geschlossen: Öffnen Sie es erneut, um mit den Entscheidungen fortzufahren, die die Bibliothek enthält.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SearchField</name>
    <message>
        <source>Search titles, abstracts and notes — F1 for fields like tag: or year:</source>
        <translation>Titel, Abstracts und Notizen durchsuchen – F1 für Felder wie tag: oder year:</translation>
    </message>
    <message>
        <source>How to Search</source>
        <translation>Hinweise zur Suche</translation>
    </message>
    <message>
        <source>&lt;p&gt;Words must all appear, in the title, abstract or note; the last word also finds longer words while you type. &lt;code&gt;&quot;exact phrase&quot;&lt;/code&gt;, &lt;code&gt;-word&lt;/code&gt; or &lt;code&gt;NOT word&lt;/code&gt; to exclude, &lt;code&gt;OR&lt;/code&gt;, and parentheses. Fields:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle Wörter müssen im Titel, im Abstract oder in der Notiz vorkommen; das letzte Wort findet während der Eingabe auch längere Wörter. Möglich sind &lt;code&gt;&quot;genaue Phrase&quot;&lt;/code&gt;, &lt;code&gt;-Wort&lt;/code&gt; oder &lt;code&gt;NOT Wort&lt;/code&gt; zum Ausschließen, &lt;code&gt;OR&lt;/code&gt; sowie Klammern. Felder:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Example: &lt;code&gt;diffusion tag:method -survey year:2023..2025 rating:&amp;gt;=4&lt;/code&gt;</source>
        <translation>Beispiel: &lt;code&gt;diffusion tag:method -survey year:2023..2025 rating:&amp;gt;=4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Filters the paper list as you type. F1 explains the query language.</source>
        <translation>Filtert die Artikelliste während der Eingabe. F1 erklärt die Syntax der Suchanfragen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Type words to find the papers whose title, abstract or note has them all, as you type. Fields narrow the search: &lt;code&gt;tag:method&lt;/code&gt;, &lt;code&gt;year:2020..2024&lt;/code&gt;, &lt;code&gt;status:unread&lt;/code&gt;; &lt;code&gt;-word&lt;/code&gt; excludes, &lt;code&gt;OR&lt;/code&gt; and parentheses combine. Press F1 for every field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Geben Sie Wörter ein, um die Artikel zu finden, deren Titel, Abstract oder Notiz sie alle enthält – schon während der Eingabe. Felder grenzen die Suche ein: &lt;code&gt;tag:method&lt;/code&gt;, &lt;code&gt;year:2020..2024&lt;/code&gt;, &lt;code&gt;status:unread&lt;/code&gt;; &lt;code&gt;-Wort&lt;/code&gt; schließt aus, &lt;code&gt;OR&lt;/code&gt; und Klammern verknüpfen. Drücken Sie F1, um alle Felder zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search &amp;Syntax</source>
        <translation>&amp;Suchsyntax</translation>
    </message>
    <message>
        <source>How to search (%1)</source>
        <translation>Hinweise zur Suche (%1)</translation>
    </message>
    <message>
        <source>In %1</source>
        <comment>the part of the library searched</comment>
        <translation>In %1</translation>
    </message>
    <message>
        <source>Searching in “%1” only. Click here, or press Backspace at the start of the field, to search the whole library.</source>
        <translation>Es wird nur in „%1“ gesucht. Klicken Sie hier oder drücken Sie die Rücktaste am Anfang des Feldes, um die ganze Bibliothek zu durchsuchen.</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarMenus</name>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Rename Saved Search</source>
        <translation>Gespeicherte Suche umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Rename Reading List</source>
        <translation>Leseliste umbenennen</translation>
    </message>
    <message>
        <source>&amp;Description…</source>
        <translation>&amp;Beschreibung…</translation>
    </message>
    <message>
        <source>Reading List Description</source>
        <translation>Beschreibung der Leseliste</translation>
    </message>
    <message>
        <source>What “%1” is for:</source>
        <translation>Wofür „%1“ gedacht ist:</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>&amp;Delete List</source>
        <translation>Liste &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Delete Collection and Its Papers</source>
        <translation>Sammlung und ihre Artikel &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Rename or Merge…</source>
        <translation>&amp;Umbenennen oder zusammenführen…</translation>
    </message>
    <message>
        <source>Change &amp;Colour…</source>
        <translation>&amp;Farbe ändern…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Rename Tag</source>
        <translation>Tag umbenennen</translation>
    </message>
    <message>
        <source>New name for “%1” (and the tags below it). An existing name merges the two tags.</source>
        <translation>Neuer Name für „%1“ (und die Tags darunter). Ein bereits vorhandener Name führt die beiden Tags zusammen.</translation>
    </message>
    <message>
        <source>“%1” cannot be moved below itself.</source>
        <translation>„%1“ kann nicht unter sich selbst verschoben werden.</translation>
    </message>
    <message>
        <source>Merge Tags</source>
        <translation>Tags zusammenführen</translation>
    </message>
    <message>
        <source>“%1” exists already. Merge “%2” into it? Papers tagged “%2” will be tagged “%1”.</source>
        <translation>„%1“ ist bereits vorhanden. „%2“ damit zusammenführen? Artikel mit dem Tag „%2“ erhalten dann das Tag „%1“.</translation>
    </message>
    <message>
        <source>“%1” groups other tags and has no colour of its own.</source>
        <translation>„%1“ gruppiert andere Tags und hat keine eigene Farbe.</translation>
    </message>
    <message>
        <source>Colour of “%1”</source>
        <translation>Farbe von „%1“</translation>
    </message>
    <message>
        <source>Delete Tag</source>
        <translation>Tag löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete “%1” and the tags below it? It is removed from %n paper(s); the papers stay. Edit ▸ Undo brings it back.</source>
        <translation>
            <numerusform>„%1“ und die Tags darunter löschen? Das Tag wird von %n Artikel entfernt; der Artikel selbst bleibt erhalten. Bearbeiten ▸ Rückgängig stellt es wieder her.</numerusform>
            <numerusform>„%1“ und die Tags darunter löschen? Das Tag wird von %n Artikeln entfernt; die Artikel selbst bleiben erhalten. Bearbeiten ▸ Rückgängig stellt es wieder her.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarModel</name>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>All papers</source>
        <translation>Alle Artikel</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>Ungelesen</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>Mit Stern markiert</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Kürzlich hinzugefügt</translation>
    </message>
    <message>
        <source>With notes</source>
        <translation>Mit Notizen</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Reading lists</source>
        <translation>Leselisten</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>Gespeicherte Suchen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n paper(s)</source>
        <translation>
            <numerusform>%1: %n Artikel</numerusform>
            <numerusform>%1: %n Artikel</numerusform>
        </translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) tagged, noted, highlighted, listed, edited or decided %n paper(s)</source>
        <translation>
            <numerusform>%1 (%2) hat %n Artikel getaggt, notiert, markiert, in Listen aufgenommen, bearbeitet oder entschieden</numerusform>
            <numerusform>%1 (%2) hat %n Artikel getaggt, notiert, markiert, in Listen aufgenommen, bearbeitet oder entschieden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarView</name>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Collections, tags, reading lists and saved searches; choosing one shows its papers.</source>
        <translation>Sammlungen, Tags, Leselisten und gespeicherte Suchen; die Auswahl eines Eintrags zeigt seine Artikel an.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The library&apos;s collections, reading lists, tags and saved searches, each with the number of its papers. Choose one to list its papers; right-click (or press the Menu key on) a tag, list or saved search to rename, recolour or delete it. Drop papers on a reading list to add them to it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Sammlungen, Leselisten, Tags und gespeicherten Suchen der Bibliothek, jeweils mit der Anzahl ihrer Artikel. Wählen Sie einen Eintrag, um seine Artikel aufzulisten; klicken Sie mit der rechten Maustaste auf ein Tag, eine Liste oder eine gespeicherte Suche (oder drücken Sie dort die Menütaste), um den Eintrag umzubenennen, seine Farbe zu ändern oder ihn zu löschen. Legen Sie Artikel auf einer Leseliste ab, um sie ihr hinzuzufügen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SimilarPapersWindow</name>
    <message>
        <source>&amp;Show in List</source>
        <translation>In der &amp;Liste zeigen</translation>
    </message>
    <message>
        <source>More Like This</source>
        <translation>Ähnliche Artikel</translation>
    </message>
    <message>
        <source>Papers like the ones chosen, closest first</source>
        <translation>Artikel wie die gewählten, die ähnlichsten zuerst</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Shared Words</source>
        <translation>Gemeinsame Wörter</translation>
    </message>
    <message>
        <source>Show the paper in the main window&apos;s list</source>
        <translation>Den Artikel in der Liste des Hauptfensters zeigen</translation>
    </message>
    <message>
        <source>Looking for papers that share their rarer words…</source>
        <translation>Suche nach Artikeln, die ihre selteneren Wörter teilen …</translation>
    </message>
    <message>
        <source>Papers like “%1”</source>
        <translation>Artikel wie „%1“</translation>
    </message>
    <message>
        <source>Shares with the papers chosen: %1</source>
        <translation>Gemeinsam mit den gewählten Artikeln: %1</translation>
    </message>
    <message>
        <source>No other paper of the library shares enough of their words.</source>
        <translation>Kein anderer Artikel der Bibliothek teilt genug ihrer Wörter.</translation>
    </message>
    <message numerus="yes">
        <source>%n paper(s), closest first. Open one to show it in the list.</source>
        <translation>
            <numerusform>%n Artikel, der ähnlichste zuerst. Öffnen Sie einen, um ihn in der Liste zu zeigen.</numerusform>
            <numerusform>%n Artikel, die ähnlichsten zuerst. Öffnen Sie einen, um ihn in der Liste zu zeigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for papers like these: %1</source>
        <translation>Ähnliche Artikel können nicht gesucht werden: %1</translation>
    </message>
    <message>
        <source>Papers like the paper chosen</source>
        <translation>Artikel wie der gewählte</translation>
    </message>
    <message numerus="yes">
        <source>Papers like the %n papers chosen</source>
        <translation>
            <numerusform>Artikel wie die %n gewählten</numerusform>
            <numerusform>Artikel wie die %n gewählten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::TagDialog</name>
    <message>
        <source>e.g. method/diffusion</source>
        <translation>z. B. Methode/Diffusion</translation>
    </message>
    <message>
        <source>Tag name</source>
        <translation>Tag-Name</translation>
    </message>
    <message>
        <source>e.g. method/diffusion, rl/offline</source>
        <translation>z. B. methode/diffusion, rl/offline</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::TagEditor</name>
    <message>
        <source>Add tags (comma between several)…</source>
        <translation>Tags hinzufügen (mehrere durch Komma getrennt)…</translation>
    </message>
    <message>
        <source>Add tag</source>
        <translation>Tag hinzufügen</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Show Papers Tagged “%1”</source>
        <translation>Artikel mit dem Tag „%1“ anzeigen</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Tag entfernen</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::WelcomeView</name>
    <message>
        <source>Import abstracts…</source>
        <translation>Abstracts importieren…</translation>
    </message>
    <message>
        <source>Open demo library</source>
        <translation>Demo-Bibliothek öffnen</translation>
    </message>
    <message>
        <source>Your library is empty</source>
        <translation>Ihre Bibliothek ist leer</translation>
    </message>
    <message>
        <source>Import abstracts: a text file with a line naming the collection, then one abstract per paragraph, or a RIS, BibTeX, Web of Science, PubMed, CSV or JSON export of a reference manager or database. You can also drop files on this window.</source>
        <translation>Importieren Sie Abstracts: eine Textdatei mit einer Zeile, die die Sammlung benennt, gefolgt von einem Abstract pro Absatz, oder einen Export aus einer Literaturverwaltung oder Datenbank als RIS, BibTeX, Web of Science, PubMed, CSV oder JSON. Sie können Dateien auch auf dieses Fenster ziehen.</translation>
    </message>
</context>
<context>
    <name>Lectern::Export::Exporter</name>
    <message>
        <source>cannot write: %1</source>
        <translation>Schreiben nicht möglich: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Lectern::Export::HtmlWriter</name>
    <message>
        <source>Reading list</source>
        <translation>Leseliste</translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightStore</name>
    <message>
        <source>Cannot highlight characters %1 to %2 of paper %3: the paper or the range does not exist.</source>
        <translation>Die Zeichen %1 bis %2 von Artikel %3 können nicht hervorgehoben werden: Der Artikel oder der Bereich existiert nicht.</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::BibTexReader</name>
    <message>
        <source>an entry whose braces do not close</source>
        <translation>ein Eintrag mit nicht geschlossenen geschweiften Klammern</translation>
    </message>
    <message>
        <source>an entry without a citation key</source>
        <translation>ein Eintrag ohne Zitierschlüssel</translation>
    </message>
    <message>
        <source>a field without &quot;=&quot; near &quot;%1&quot;</source>
        <translation>ein Feld ohne „=“ bei „%1“</translation>
    </message>
    <message>
        <source>the value of &quot;%1&quot; is malformed</source>
        <translation>der Wert von „%1“ ist fehlerhaft</translation>
    </message>
    <message>
        <source>no comma after the value of &quot;%1&quot;</source>
        <translation>kein Komma nach dem Wert von „%1“</translation>
    </message>
    <message>
        <source>an entry with neither title nor abstract</source>
        <translation>ein Eintrag ohne Titel und ohne Abstract</translation>
    </message>
    <message>
        <source>%1, line %2: %3 expands to more than %L4 characters (the limit for one value)</source>
        <translation>%1, Zeile %2: %3 wird zu mehr als %L4 Zeichen erweitert (die Grenze für einen Wert)</translation>
    </message>
    <message>
        <source>%1, line %2: %3 makes the file&apos;s macros and crossrefs expand to more than %L4 characters (the limit for a file of %L5 bytes)</source>
        <translation>%1, Zeile %2: %3 lässt die Makros und Querverweise (crossref) der Datei auf mehr als %L4 Zeichen anwachsen (die Grenze für eine Datei von %L5 Byte)</translation>
    </message>
    <message>
        <source>%1: no BibTeX entry in it (entries start with &quot;@&quot;)</source>
        <translation>%1: enthält keinen BibTeX-Eintrag (Einträge beginnen mit „@“)</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::CsvReader</name>
    <message>
        <source>%1: the header line has a quote that does not close</source>
        <translation>%1: Die Kopfzeile enthält ein nicht geschlossenes Anführungszeichen</translation>
    </message>
    <message>
        <source>%1: no column holds titles or abstracts (the first line must name the columns, such as &quot;title&quot; and &quot;abstract&quot;)</source>
        <translation>%1: Keine Spalte enthält Titel oder Abstracts (die erste Zeile muss die Spalten benennen, z. B. „title“ und „abstract“)</translation>
    </message>
    <message>
        <source>%1 is not all UTF-8: lines such as line %2 were read as Windows-1252</source>
        <translation>%1 ist nicht durchgehend UTF-8: Zeilen wie Zeile %2 wurden als Windows-1252 gelesen</translation>
    </message>
    <message>
        <source>a quoted cell that does not close</source>
        <translation>eine Zelle mit nicht geschlossenem Anführungszeichen</translation>
    </message>
    <message>
        <source>%1 cells where the header names %2</source>
        <translation>%1 Zellen, obwohl die Kopfzeile %2 benennt</translation>
    </message>
    <message>
        <source>a row with neither title nor abstract</source>
        <translation>eine Zeile ohne Titel und ohne Abstract</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::JsonReader</name>
    <message>
        <source>record %1 is no object</source>
        <translation>Datensatz %1 ist kein Objekt</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>ein Datensatz ohne Titel und ohne Abstract</translation>
    </message>
    <message>
        <source>%1, line %2: the abstract&apos;s inverted index expands to more than %L3 characters (the limit for one value)</source>
        <translation>%1, Zeile %2: Der invertierte Index des Abstracts wird zu mehr als %L3 Zeichen erweitert (die Grenze für einen Wert)</translation>
    </message>
    <message>
        <source>%1, line %2: the abstracts&apos; inverted indexes expand to more than %L3 characters (the limit for a file of %L4 bytes)</source>
        <translation>%1, Zeile %2: Die invertierten Indizes der Abstracts werden zu mehr als %L3 Zeichen erweitert (die Grenze für eine Datei von %L4 Byte)</translation>
    </message>
    <message>
        <source>%1: not valid JSON: the array does not close</source>
        <translation>%1: kein gültiges JSON: das Array wird nicht geschlossen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON in record %2 (%3)</source>
        <translation>%1: kein gültiges JSON in Datensatz %2 (%3)</translation>
    </message>
    <message>
        <source>neither a JSON array nor an object at byte %1</source>
        <translation>weder ein JSON-Array noch ein Objekt bei Byte %1</translation>
    </message>
    <message>
        <source>text after the end of the JSON at byte %1</source>
        <translation>Text nach dem Ende des JSON bei Byte %1</translation>
    </message>
    <message>
        <source>%1: not valid JSON: the object does not close</source>
        <translation>%1: kein gültiges JSON: das Objekt wird nicht geschlossen</translation>
    </message>
    <message>
        <source>%1: holds no JSON array or object</source>
        <translation>%1: enthält weder ein JSON-Array noch ein Objekt</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::MedlineReader</name>
    <message>
        <source>%1: no MEDLINE record in it (records start with &quot;PMID- &quot;)</source>
        <translation>%1: enthält keinen MEDLINE-Datensatz (Datensätze beginnen mit „PMID- “)</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::RecordReader</name>
    <message>
        <source>Untitled (%1)</source>
        <translation>Ohne Titel (%1)</translation>
    </message>
    <message>
        <source>%1: not a text file (binary data at byte %2)</source>
        <translation>%1: keine Textdatei (Binärdaten bei Byte %2)</translation>
    </message>
    <message>
        <source>%1: invalid UTF-8 at byte %2; save the file as UTF-8 and import it again</source>
        <translation>%1: ungültiges UTF-8 bei Byte %2; speichern Sie die Datei als UTF-8 und importieren Sie sie erneut</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::RisReader</name>
    <message>
        <source>%1: no RIS record in it (records start with &quot;TY  - &quot;)</source>
        <translation>%1: enthält keinen RIS-Datensatz (Datensätze beginnen mit „TY  - “)</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>ein Datensatz ohne Titel und ohne Abstract</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::TaggedLineReader</name>
    <message>
        <source>%1: no record in it</source>
        <translation>%1: enthält keinen Datensatz</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>ein Datensatz ohne Titel und ohne Abstract</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::WosReader</name>
    <message>
        <source>%1: no Web of Science record in it (records start with &quot;PT &quot;)</source>
        <translation>%1: enthält keinen Datensatz aus Web of Science (Datensätze beginnen mit „PT “)</translation>
    </message>
</context>
<context>
    <name>Lectern::IndexTokenizer</name>
    <message>
        <source>SQLite&apos;s full-text search cannot split text into words.</source>
        <translation>Die Volltextsuche von SQLite kann den Text nicht in Wörter zerlegen.</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryCopy</name>
    <message>
        <source>row %1 of %2</source>
        <translation>Zeile %1 von %2</translation>
    </message>
    <message>
        <source>The copy was cancelled; nothing was copied.</source>
        <translation>Das Kopieren wurde abgebrochen; nichts wurde kopiert.</translation>
    </message>
    <message>
        <source>The copy does not match %1: row %2 of %3 differs. Nothing was copied.</source>
        <translation>Die Kopie stimmt nicht mit %1 überein: Zeile %2 von %3 weicht ab. Nichts wurde kopiert.</translation>
    </message>
    <message>
        <source>%1 is not empty: a library is copied only into an empty one.</source>
        <translation>%1 ist nicht leer: Eine Bibliothek wird nur in eine leere kopiert.</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryHealth</name>
    <message>
        <source>the title or abstract of paper %1</source>
        <translation>der Titel oder das Abstract von Artikel %1</translation>
    </message>
    <message>
        <source>the note on paper %1</source>
        <translation>die Notiz zu Artikel %1</translation>
    </message>
    <message>
        <source>a highlight of paper %1</source>
        <translation>eine Hervorhebung in Artikel %1</translation>
    </message>
    <message>
        <source>a decision on paper %1</source>
        <translation>eine Entscheidung zu Artikel %1</translation>
    </message>
    <message>
        <source>%1 no longer matches its checksum</source>
        <translation>%1 stimmt nicht mehr mit der Prüfsumme überein</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2)</source>
        <translation>%1 ist keine SQLite-Datenbank (%2)</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library</source>
        <translation>%1 ist keine Lectern-Bibliothek</translation>
    </message>
    <message>
        <source>%1 holds no Lectern library</source>
        <translation>%1 enthält keine Lectern-Bibliothek</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>the name of tag %1</source>
        <translation>der Name von Tag %1</translation>
    </message>
    <message>
        <source>the name or description of reading list %1</source>
        <translation>der Name oder die Beschreibung von Leseliste %1</translation>
    </message>
    <message>
        <source>the name or query of saved search %1</source>
        <translation>der Name oder die Abfrage von gespeicherter Suche %1</translation>
    </message>
    <message>
        <source>an author&apos;s name of paper %1</source>
        <translation>ein Autorenname von Artikel %1</translation>
    </message>
    <message>
        <source>the name, question or criteria of review %1</source>
        <translation>der Name, die Frage oder die Kriterien von Review %1</translation>
    </message>
    <message>
        <source>a keyword of paper %1</source>
        <translation>ein Schlagwort von Artikel %1</translation>
    </message>
    <message>
        <source>a field of paper %1&apos;s record</source>
        <translation>ein Feld des Eintrags von Artikel %1</translation>
    </message>
    <message>
        <source>a link of paper %1</source>
        <translation>ein Link von Artikel %1</translation>
    </message>
    <message>
        <source>a reason or keyword of review %1</source>
        <translation>ein Grund oder Schlagwort von Review %1</translation>
    </message>
</context>
<context>
    <name>Lectern::ListStore</name>
    <message>
        <source>A reading list needs a name.</source>
        <translation>Eine Leseliste braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a reading list named “%1” already.</source>
        <translation>Es gibt bereits eine Leseliste namens „%1“.</translation>
    </message>
</context>
<context>
    <name>Lectern::Members</name>
    <message>
        <source>&quot;%1&quot; is no login name: give one of 1 to 63 bytes.</source>
        <translation>„%1“ ist kein Anmeldename: geben Sie einen mit 1 bis 63 Bytes an.</translation>
    </message>
    <message>
        <source>Only an owner of the library manages its members; ask one of them, or the server&apos;s administrator.</source>
        <translation>Nur ein Eigentümer der Bibliothek verwaltet ihre Mitglieder; fragen Sie einen von ihnen oder die Administration des Servers.</translation>
    </message>
    <message>
        <source>%1 is no member of this library.</source>
        <translation>%1 ist kein Mitglied dieser Bibliothek.</translation>
    </message>
</context>
<context>
    <name>Lectern::OfflineScreening</name>
    <message>
        <source>%1 has no such review.</source>
        <translation>%1 hat kein solches Review.</translation>
    </message>
    <message>
        <source>This review was not taken offline from a team library.</source>
        <translation>Dieses Review wurde nicht aus einer Team-Bibliothek mitgenommen.</translation>
    </message>
    <message>
        <source>This review was taken offline by %1: connect to the team library as %1 to send their decisions.</source>
        <translation>Dieses Review hat %1 mitgenommen: verbinde dich als %1 mit der Team-Bibliothek, um diese Entscheidungen zu senden.</translation>
    </message>
    <message>
        <source>%1 no longer has this review: the decisions were not sent.</source>
        <translation>%1 hat dieses Review nicht mehr: die Entscheidungen wurden nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>Lectern::Postgresql</name>
    <message>
        <source>your user</source>
        <translation>Ihr Benutzer</translation>
    </message>
    <message>
        <source>The server %1 refused the password of %2. Put the password in ~/.pgpass or PGPASSWORD, or give the right one.</source>
        <translation>Der Server %1 hat das Passwort von %2 abgelehnt. Tragen Sie das Passwort in ~/.pgpass oder PGPASSWORD ein oder geben Sie das richtige an.</translation>
    </message>
    <message>
        <source>There is no database %1 on the server. Create it first (createdb %1), or check its name.</source>
        <translation>Auf dem Server gibt es keine Datenbank %1. Legen Sie sie zuerst an (createdb %1) oder prüfen Sie den Namen.</translation>
    </message>
    <message>
        <source>The server has no user %1. Ask its administrator to create one, or check the name.</source>
        <translation>Der Server kennt keinen Benutzer %1. Bitten Sie die Administration, ihn anzulegen, oder prüfen Sie den Namen.</translation>
    </message>
    <message>
        <source>%1 may not connect to %2. Ask the library&apos;s owner for access.</source>
        <translation>%1 darf sich nicht mit %2 verbinden. Bitten Sie die Eigentümerin oder den Eigentümer der Bibliothek um Zugang.</translation>
    </message>
    <message>
        <source>Cannot reach the PostgreSQL server of %1: check the host and port, and that the server is running.</source>
        <translation>Der PostgreSQL-Server von %1 ist nicht erreichbar: Prüfen Sie Host und Port und ob der Server läuft.</translation>
    </message>
    <message>
        <source>Cannot connect to %1.</source>
        <translation>Keine Verbindung zu %1 möglich.</translation>
    </message>
    <message>
        <source>%1 holds no Lectern library yet: import a file into it, or copy a library there (lectern-cli copy).</source>
        <translation>%1 enthält noch keine Lectern-Bibliothek: Importieren Sie eine Datei dorthin oder kopieren Sie eine Bibliothek dorthin (lectern-cli copy).</translation>
    </message>
    <message>
        <source>%1 must be upgraded before it can be read here: open it where it can be written first.</source>
        <translation>%1 muss aktualisiert werden, bevor sie hier gelesen werden kann: Öffnen Sie sie zuerst dort, wo sie geschrieben werden kann.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library: it holds other tables. Lectern makes its tables in an empty database.</source>
        <translation>%1 ist keine Lectern-Bibliothek: Sie enthält andere Tabellen. Lectern legt seine Tabellen in einer leeren Datenbank an.</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library.</source>
        <translation>%1 ist keine Lectern-Bibliothek.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Lectern (library version %2; this build reads up to %3). Use that version of Lectern, or a newer one, to work in it.</source>
        <translation>%1 wurde von einem neueren Lectern geschrieben (Bibliotheksversion %2; diese Version liest bis %3). Arbeiten Sie darin mit dieser oder einer neueren Version von Lectern.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot make %1 a library of version %2: %3</source>
        <translation>%1 kann nicht zu einer Bibliothek der Version %2 gemacht werden: %3</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>%1 kann nicht aktualisiert werden: %2</translation>
    </message>
</context>
<context>
    <name>Lectern::PrismaFlow</name>
    <message>
        <source>Identification</source>
        <translation>Identifikation</translation>
    </message>
    <message>
        <source>Screening</source>
        <translation>Screening</translation>
    </message>
    <message>
        <source>Records identified</source>
        <translation>Identifizierte Datensätze</translation>
    </message>
    <message>
        <source>Duplicate records removed</source>
        <translation>Entfernte Duplikate</translation>
    </message>
    <message>
        <source>Records screened</source>
        <translation>Gesichtete Datensätze</translation>
    </message>
    <message>
        <source>Records excluded</source>
        <translation>Ausgeschlossene Datensätze</translation>
    </message>
    <message>
        <source>Awaiting a decision</source>
        <translation>Entscheidung ausstehend</translation>
    </message>
    <message>
        <source>Marked maybe</source>
        <translation>Als „Vielleicht“ markiert</translation>
    </message>
    <message>
        <source>Reviewers disagree</source>
        <translation>Reviewer uneinig</translation>
    </message>
    <message>
        <source>Not yet screened</source>
        <translation>Noch nicht gesichtet</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>Eingeschlossen</translation>
    </message>
    <message>
        <source>Records included</source>
        <translation>Eingeschlossene Datensätze</translation>
    </message>
    <message>
        <source>Added without an import</source>
        <translation>Ohne Import hinzugefügt</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>Kein Grund angegeben</translation>
    </message>
    <message>
        <source>PRISMA flow: %1</source>
        <translation>PRISMA-Flussdiagramm: %1</translation>
    </message>
</context>
<context>
    <name>Lectern::ReviewResults</name>
    <message>
        <source>The review is gone.</source>
        <translation>Das Review existiert nicht mehr.</translation>
    </message>
</context>
<context>
    <name>Lectern::ReviewStore</name>
    <message>
        <source>a decision on paper %1</source>
        <translation>eine Entscheidung zu Artikel %1</translation>
    </message>
    <message>
        <source>A review needs a name.</source>
        <translation>Ein Review braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a review named “%1” already.</source>
        <translation>Es gibt bereits ein Review namens „%1“.</translation>
    </message>
    <message>
        <source>A decision needs the name of the reviewer who made it.</source>
        <translation>Eine Entscheidung braucht den Namen des Reviewers, der sie getroffen hat.</translation>
    </message>
</context>
<context>
    <name>Lectern::SavedSearchStore</name>
    <message>
        <source>A saved search needs a name.</source>
        <translation>Eine gespeicherte Suche braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a saved search named “%1” already.</source>
        <translation>Es gibt bereits eine gespeicherte Suche namens „%1“.</translation>
    </message>
</context>
<context>
    <name>Lectern::Search::Query</name>
    <message>
        <source>unclosed quote at column %1</source>
        <translation>nicht geschlossenes Anführungszeichen in Spalte %1</translation>
    </message>
    <message>
        <source>unexpected ) at column %1</source>
        <translation>unerwartete ) in Spalte %1</translation>
    </message>
    <message>
        <source>too many nested parentheses or NOTs at column %1</source>
        <translation>zu viele verschachtelte Klammern oder NOTs in Spalte %1</translation>
    </message>
    <message>
        <source>OR needs something on both sides at column %1</source>
        <translation>OR in Spalte %1 braucht auf beiden Seiten einen Ausdruck</translation>
    </message>
    <message>
        <source>AND needs something on both sides at column %1</source>
        <translation>AND in Spalte %1 braucht auf beiden Seiten einen Ausdruck</translation>
    </message>
    <message>
        <source>NOT needs something after it at column %1</source>
        <translation>NOT in Spalte %1 braucht danach einen Ausdruck</translation>
    </message>
    <message>
        <source>empty parentheses at column %1</source>
        <translation>leere Klammern in Spalte %1</translation>
    </message>
    <message>
        <source>unclosed parenthesis at column %1</source>
        <translation>nicht geschlossene Klammer in Spalte %1</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; at column %2 (fields: %3)</source>
        <translation>unbekanntes Feld &apos;%1&apos; in Spalte %2 (Felder: %3)</translation>
    </message>
    <message>
        <source>empty field value at column %1</source>
        <translation>leerer Feldwert in Spalte %1</translation>
    </message>
    <message>
        <source>status must be unread, reading or read at column %1</source>
        <translation>status muss in Spalte %1 unread, reading oder read sein</translation>
    </message>
    <message>
        <source>starred must be yes or no at column %1</source>
        <translation>starred muss in Spalte %1 yes oder no sein</translation>
    </message>
    <message>
        <source>has must be note, highlight, link or tag at column %1</source>
        <translation>has muss in Spalte %1 note, highlight, link oder tag sein</translation>
    </message>
    <message>
        <source>rating must be 0 to 5 at column %1</source>
        <translation>rating muss in Spalte %1 zwischen 0 und 5 liegen</translation>
    </message>
    <message>
        <source>expected a year like 2025 or a range like 2020..2024 at column %1</source>
        <translation>in Spalte %1 wird ein Jahr wie 2025 oder ein Bereich wie 2020..2024 erwartet</translation>
    </message>
    <message>
        <source>expected a date like 2026-01-31 at column %1</source>
        <translation>in Spalte %1 wird ein Datum wie 2026-01-31 erwartet</translation>
    </message>
    <message>
        <source>the range ends before it starts at column %1</source>
        <translation>der Bereich in Spalte %1 endet, bevor er beginnt</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in the title</source>
        <translation>Wörter oder eine &quot;Phrase&quot; im Titel</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in the abstract</source>
        <translation>Wörter oder eine &quot;Phrase&quot; in der Zusammenfassung</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in your note</source>
        <translation>Wörter oder eine &quot;Phrase&quot; in Ihrer Notiz</translation>
    </message>
    <message>
        <source>An author&apos;s family name or full name; accents need not be typed</source>
        <translation>Nachname oder vollständiger Name einer Autorin oder eines Autors; Akzente müssen nicht getippt werden</translation>
    </message>
    <message>
        <source>Papers with the tag or a tag below it</source>
        <translation>Artikel mit dem Schlagwort oder einem darunterliegenden</translation>
    </message>
    <message>
        <source>Reading status: unread, reading or read</source>
        <translation>Lesestatus: unread, reading oder read</translation>
    </message>
    <message>
        <source>Your rating from 0 to 5; also &gt;=, &gt;, &lt;=, &lt; or a range like 3..5</source>
        <translation>Ihre Bewertung von 0 bis 5; auch &gt;=, &gt;, &lt;=, &lt; oder ein Bereich wie 3..5</translation>
    </message>
    <message>
        <source>Starred papers (yes) or the others (no)</source>
        <translation>Markierte Artikel (yes) oder die anderen (no)</translation>
    </message>
    <message>
        <source>Year of publication: a year, a range like 2020..2024, or &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>Erscheinungsjahr: ein Jahr, ein Bereich wie 2020..2024 oder &gt;=, &gt;, &lt;=, &lt;</translation>
    </message>
    <message>
        <source>The venue, such as ICLR or NeurIPS</source>
        <translation>Der Publikationsort, etwa ICLR oder NeurIPS</translation>
    </message>
    <message>
        <source>The journal or other venue, as venue: does</source>
        <translation>Die Zeitschrift oder ein anderer Publikationsort, wie bei venue:</translation>
    </message>
    <message>
        <source>The DOI, with or without https://doi.org/</source>
        <translation>Die DOI, mit oder ohne https://doi.org/</translation>
    </message>
    <message>
        <source>The PubMed id</source>
        <translation>Die PubMed-ID</translation>
    </message>
    <message>
        <source>A keyword the record was given</source>
        <translation>Ein Schlagwort des Eintrags</translation>
    </message>
    <message>
        <source>The kind of work: article, conference, book, chapter, thesis, report or preprint, or a format&apos;s own type</source>
        <translation>Die Art der Arbeit: article, conference, book, chapter, thesis, report oder preprint, oder der eigene Typ eines Formats</translation>
    </message>
    <message>
        <source>The collection; quote names with spaces</source>
        <translation>Die Sammlung; Namen mit Leerzeichen in Anführungszeichen</translation>
    </message>
    <message>
        <source>Papers with a note, highlight, link or tag</source>
        <translation>Artikel mit Notiz, Hervorhebung, Link oder Schlagwort</translation>
    </message>
    <message>
        <source>When the paper was added: a date (2026-01-31, 2026-01 or 2026), a range like 2026-01-01..2026-03-31, or &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>Wann der Artikel hinzugefügt wurde: ein Datum (2026-01-31, 2026-01 oder 2026), ein Bereich wie 2026-01-01..2026-03-31 oder &gt;=, &gt;, &lt;=, &lt;</translation>
    </message>
    <message>
        <source>Papers in a reading list</source>
        <translation>Artikel in einer Leseliste</translation>
    </message>
    <message>
        <source>Papers screened in a literature review</source>
        <translation>In einer Literaturübersicht gesichtete Artikel</translation>
    </message>
    <message>
        <source>Papers a member tagged, noted, highlighted, listed, edited or decided: their login or name</source>
        <translation>Artikel, die ein Mitglied getaggt, notiert, markiert, in Listen gelegt, bearbeitet oder entschieden hat: sein Login oder Name</translation>
    </message>
</context>
<context>
    <name>Lectern::ServerAddress</name>
    <message>
        <source>%1 is not a PostgreSQL address: %2</source>
        <translation>%1 ist keine PostgreSQL-Adresse: %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr frei</translation>
    </message>
    <message>
        <source>%1: the value of %2 may not hold a semicolon.</source>
        <translation>%1: Der Wert von %2 darf kein Semikolon enthalten.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>Lectern::Storage</name>
    <message>
        <source>the title or abstract of paper %1</source>
        <translation>der Titel oder das Abstract von Artikel %1</translation>
    </message>
    <message>
        <source>the note on paper %1</source>
        <translation>die Notiz zu Artikel %1</translation>
    </message>
    <message>
        <source>a highlight of paper %1</source>
        <translation>eine Hervorhebung in Artikel %1</translation>
    </message>
    <message>
        <source>the library file is damaged (%1)</source>
        <translation>die Bibliotheksdatei ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>%1 is damaged: it no longer matches its checksum</source>
        <translation>%1 ist beschädigt: Die Prüfsumme stimmt nicht mehr überein</translation>
    </message>
    <message>
        <source>%1 is not a library: Lectern opens a file, or a PostgreSQL database named by a postgresql:// address.</source>
        <translation>%1 ist keine Bibliothek: Lectern öffnet eine Datei oder eine PostgreSQL-Datenbank, die mit einer postgresql://-Adresse angegeben wird.</translation>
    </message>
    <message>
        <source>the connection to the server was lost (%1)</source>
        <translation>die Verbindung zum Server ist abgebrochen (%1)</translation>
    </message>
    <message>
        <source>the server found the library damaged (%1)</source>
        <translation>der Server hat die Bibliothek beschädigt vorgefunden (%1)</translation>
    </message>
    <message>
        <source>your role in this library does not allow this; an owner of the library can change it (%1)</source>
        <translation>Ihre Rolle in dieser Bibliothek erlaubt das nicht; ein Eigentümer der Bibliothek kann das ändern (%1)</translation>
    </message>
    <message>
        <source>paper %1 is no longer in the library; the note was not saved</source>
        <translation>Artikel %1 ist nicht mehr in der Bibliothek; die Notiz wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the library is locked by another program; try again when it is done</source>
        <translation>die Bibliothek ist von einem anderen Programm gesperrt; versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <source>the library is locked: process %1 (%2) is writing to it; try again when it is done</source>
        <translation>die Bibliothek ist gesperrt: Prozess %1 (%2) schreibt in sie; versuchen Sie es erneut, wenn er fertig ist</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>unbekanntes Programm</translation>
    </message>
    <message>
        <source>the journal could not be folded in: another connection kept reading</source>
        <translation>das Journal konnte nicht eingearbeitet werden: eine andere Verbindung las weiter</translation>
    </message>
</context>
<context>
    <name>Lectern::Storage::DuplicateFinder</name>
    <message>
        <source>the same DOI or arXiv id</source>
        <translation>dieselbe DOI oder arXiv-ID</translation>
    </message>
    <message>
        <source>the same title</source>
        <translation>derselbe Titel</translation>
    </message>
    <message>
        <source>similar abstracts</source>
        <translation>ähnliche Abstracts</translation>
    </message>
</context>
<context>
    <name>Lectern::TagName</name>
    <message>
        <source>A tag needs a name.</source>
        <translation>Ein Tag braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty level: write levels as &quot;method/diffusion&quot;.</source>
        <translation>„%1“ hat eine leere Ebene: Schreiben Sie Ebenen als „Methode/Diffusion“.</translation>
    </message>
    <message>
        <source>A tag name can have at most %1 characters.</source>
        <translation>Ein Tag-Name darf höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>A tag name cannot contain a comma or a double quote.</source>
        <translation>Ein Tag-Name darf weder ein Komma noch ein doppeltes Anführungszeichen enthalten.</translation>
    </message>
    <message>
        <source>A tag name cannot start with &quot;-&quot; (it means &quot;not&quot; in searches).</source>
        <translation>Ein Tag-Name darf nicht mit „-“ beginnen (das bedeutet bei der Suche „nicht“).</translation>
    </message>
    <message>
        <source>A tag name cannot contain control characters.</source>
        <translation>Ein Tag-Name darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>A tag name cannot contain characters that change the direction of text.</source>
        <translation>Ein Tag-Name darf keine Zeichen enthalten, die die Schreibrichtung ändern.</translation>
    </message>
</context>
<context>
    <name>Lectern::TagStore</name>
    <message>
        <source>&quot;%1&quot; cannot be moved below itself.</source>
        <translation>„%1“ kann nicht unter sich selbst verschoben werden.</translation>
    </message>
</context>
<context>
    <name>Lectern::Text::identity</name>
    <message>
        <source>the same DOI, %1</source>
        <translation>dieselbe DOI, %1</translation>
    </message>
    <message>
        <source>the same arXiv id, %1</source>
        <translation>dieselbe arXiv-ID, %1</translation>
    </message>
    <message>
        <source>the same PMID, %1</source>
        <translation>dieselbe PMID, %1</translation>
    </message>
    <message>
        <source>the same title and year</source>
        <translation>derselbe Titel und dasselbe Jahr</translation>
    </message>
    <message>
        <source>the same abstract</source>
        <translation>dasselbe Abstract</translation>
    </message>
</context>
<context>
    <name>LibraryOpening</name>
    <message>
        <source>Opening the Library</source>
        <translation>Bibliothek wird geöffnet</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Verbindung wird hergestellt</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>Passwort für %1</translation>
    </message>
    <message>
        <source>Password (Lectern keeps it until it quits, and never saves it):</source>
        <translation>Passwort (Lectern behält es bis zum Beenden und speichert es nie):</translation>
    </message>
</context>
<context>
    <name>LibraryUpgrade</name>
    <message>
        <source>Upgrading the Library</source>
        <translation>Bibliothek wird aktualisiert</translation>
    </message>
    <message>
        <source>Upgrading %1 for this version of Lectern. A large library takes a minute; this happens once.</source>
        <translation>%1 wird für diese Version von Lectern aktualisiert. Eine große Bibliothek braucht eine Minute; das geschieht nur einmal.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: record %2 has no field &apos;%3&apos;</source>
        <translation>%1: Datensatz %2 hat kein Feld &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: record %2 has &apos;%3&apos; in &apos;%4&apos;, which is not a label (1 or 0)</source>
        <translation>%1: Datensatz %2 hat &apos;%3&apos; in &apos;%4&apos;, was kein Label ist (1 oder 0)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1: row %2 has no decision and reviewer of a Lectern decisions file</source>
        <translation>%1: In Zeile %2 fehlen Entscheidung und Reviewer einer Lectern-Entscheidungsdatei</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>ASReview LAB&apos;s default model, for comparison: a linear SVM over the words and word pairs of title and abstract</source>
        <translation>Das voreingestellte Modell von ASReview LAB, zum Vergleich: eine lineare SVM über die Wörter und Wortpaare von Titel und Abstract</translation>
    </message>
    <message>
        <source>Lectern&apos;s model: a linear SVM over words and parts of words, with undecided papers presumed irrelevant</source>
        <translation>Das Modell von Lectern: eine lineare SVM über Wörter und Wortteile, unentschiedene Artikel gelten als nicht relevant</translation>
    </message>
    <message>
        <source>The review is no longer in the library.</source>
        <translation>Der Review ist nicht mehr in der Bibliothek.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use a light or dark palette instead of the system&apos;s.</source>
        <translation>Eine helle oder dunkle Farbpalette statt der des Systems verwenden.</translation>
    </message>
    <message>
        <source>Start with this search query (see F1 in the search field).</source>
        <translation>Mit dieser Suchanfrage starten (siehe F1 im Suchfeld).</translation>
    </message>
    <message>
        <source>Read, search and tag research-paper abstracts.</source>
        <translation>Abstracts von Forschungsartikeln lesen, durchsuchen und taggen.</translation>
    </message>
    <message>
        <source>Abstract files to import.</source>
        <translation>Zu importierende Abstract-Dateien.</translation>
    </message>
    <message>
        <source>The library to open: a file, or a PostgreSQL database as postgresql://user@host/database.</source>
        <translation>Die zu öffnende Bibliothek: eine Datei oder eine PostgreSQL-Datenbank als postgresql://benutzer@host/datenbank.</translation>
    </message>
    <message>
        <source>lectern: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it in a desktop session, or use lectern-cli to import, search, tag and export from the command line (lectern-cli --help).</source>
        <translation>lectern: Es wurde keine Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt). Starten Sie es in einer Desktop-Sitzung, oder importieren, durchsuchen, taggen und exportieren Sie mit lectern-cli auf der Kommandozeile (lectern-cli --help).</translation>
    </message>
</context>
</TS>
