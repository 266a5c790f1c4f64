<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Lectern::Cli</name>
    <message numerus="yes">
        <source>  tagged with %n tags from the records&apos; keywords</source>
        <translation>
            <numerusform>  tagged with %n tag from the records&apos; keywords</numerusform>
            <numerusform>  tagged with %n tags from the records&apos; keywords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n papers to %1.</source>
        <translation>
            <numerusform>Added %n paper to %1.</numerusform>
            <numerusform>Added %n papers to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took %n papers out of %1.</source>
        <translation>
            <numerusform>Took %n paper out of %1.</numerusform>
            <numerusform>Took %n papers out of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would delete the collection %1 and its %n papers:</source>
        <translation>
            <numerusform>Would delete the collection %1 and its %n paper:</numerusform>
            <numerusform>Would delete the collection %1 and its %n papers:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would delete %n papers:</source>
        <translation>
            <numerusform>Would delete %n paper:</numerusform>
            <numerusform>Would delete %n papers:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted the collection %1 and its %n papers.</source>
        <translation>
            <numerusform>Deleted the collection %1 and its %n paper.</numerusform>
            <numerusform>Deleted the collection %1 and its %n papers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n papers.</source>
        <translation>
            <numerusform>Deleted %n paper.</numerusform>
            <numerusform>Deleted %n papers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1.</source>
        <translation>
            <numerusform>Tagged %n paper with %1.</numerusform>
            <numerusform>Tagged %n papers with %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1 (%2 already had it).</source>
        <translation>
            <numerusform>Tagged %n paper with %1 (%2 already had it).</numerusform>
            <numerusform>Tagged %n papers with %1 (%2 already had it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers.</source>
        <translation>
            <numerusform>Removed %1 from %n paper.</numerusform>
            <numerusform>Removed %1 from %n papers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers (%2 did not have it).</source>
        <translation>
            <numerusform>Removed %1 from %n paper (%2 did not have it).</numerusform>
            <numerusform>Removed %1 from %n papers (%2 did not have it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged %1 into %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>Merged %1 into %2 (%n tag, %3 merged with a tag that existed).</numerusform>
            <numerusform>Merged %1 into %2 (%n tags, %3 merged with tags that existed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>Renamed %1 to %2 (%n tag, %3 merged with a tag that existed).</numerusform>
            <numerusform>Renamed %1 to %2 (%n tags, %3 merged with tags that existed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags).</source>
        <translation>
            <numerusform>Renamed %1 to %2 (%n tag).</numerusform>
            <numerusform>Renamed %1 to %2 (%n tags).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n tags (%1); tag assignments removed: %2.</source>
        <translation>
            <numerusform>Deleted %n tag (%1); tag assignments removed: %2.</numerusform>
            <numerusform>Deleted %n tags (%1); tag assignments removed: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers: %1.</source>
        <translation>
            <numerusform>Marked %n paper: %1.</numerusform>
            <numerusform>Marked %n papers: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n papers to %1.</source>
        <translation>
            <numerusform>Exported %n paper to %1.</numerusform>
            <numerusform>Exported %n papers to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review &apos;%1&apos; made with %n papers.</source>
        <translation>
            <numerusform>Review &apos;%1&apos; made with %n paper.</numerusform>
            <numerusform>Review &apos;%1&apos; made with %n papers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Backed up to %1 (%n backups kept).</source>
        <translation>
            <numerusform>Backed up to %1 (%n backup kept).</numerusform>
            <numerusform>Backed up to %1 (%n backups kept).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) and %1 rows in all from %2 to %3; every row compared after.</source>
        <translation>
            <numerusform>Copied %n paper and %1 rows in all from %2 to %3; every row compared after.</numerusform>
            <numerusform>Copied %n papers and %1 rows in all from %2 to %3; every row compared after.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of papers may be duplicates.</source>
        <translation>
            <numerusform>%n pair of papers may be duplicates.</numerusform>
            <numerusform>%n pairs of papers may be duplicates.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; %6 records identified, %n duplicate(s) removed</source>
        <translation>
            <numerusform>Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; %6 records identified, %n duplicate removed</numerusform>
            <numerusform>Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; %6 records identified, %n duplicates removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n decision(s) of %2 imported into &apos;%3&apos;</source>
        <translation>
            <numerusform>%1: %n decision of %2 imported into &apos;%3&apos;</numerusform>
            <numerusform>%1: %n decisions of %2 imported into &apos;%3&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s).</source>
        <translation>
            <numerusform>%n member.</numerusform>
            <numerusform>%n members.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n change(s); the log now begins after change %1.</source>
        <translation>
            <numerusform>Pruned %n change; the log now begins after change %1.</numerusform>
            <numerusform>Pruned %n changes; the log now begins after change %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; taken offline to %2: %n paper(s)</source>
        <translation>
            <numerusform>&apos;%1&apos; taken offline to %2: %n paper</numerusform>
            <numerusform>&apos;%1&apos; taken offline to %2: %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions taken along</source>
        <translation>
            <numerusform>%n of your decisions taken along</numerusform>
            <numerusform>%n of your decisions taken along</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on &apos;%1&apos; sent to %2</source>
        <translation>
            <numerusform>%n decision on &apos;%1&apos; sent to %2</numerusform>
            <numerusform>%n decisions on &apos;%1&apos; sent to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::DuplicatesWindow</name>
    <message numerus="yes">
        <source>%n pair(s) of papers may be one. Compare them, then merge each pair or mark it as two papers.</source>
        <translation>
            <numerusform>%n pair of papers may be one. Compare them, then merge the pair or mark it as two papers.</numerusform>
            <numerusform>%n pairs of papers may be one. Compare them, then merge each pair or mark it as two papers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ExportDialog</name>
    <message numerus="yes">
        <source>%n paper(s) will be exported.</source>
        <translation>
            <numerusform>%n paper will be exported.</numerusform>
            <numerusform>%n papers will be exported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::HistoryList</name>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>%n min ago</numerusform>
            <numerusform>%n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h ago</source>
        <translation>
            <numerusform>%n h ago</numerusform>
            <numerusform>%n h ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ImportController</name>
    <message numerus="yes">
        <source>Import of %n Paper(s)</source>
        <translation>
            <numerusform>Import of %n Paper</numerusform>
            <numerusform>Import of %n Papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more record(s) skipped</source>
        <translation>
            <numerusform>%1: %n more record skipped</numerusform>
            <numerusform>%1: %n more records skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LibraryEditor</name>
    <message numerus="yes">
        <source>Delete %n Paper(s)</source>
        <translation>
            <numerusform>Delete %n Paper</numerusform>
            <numerusform>Delete %n Papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tag %n Papers with %1</source>
        <translation>
            <numerusform>Tag %n Paper with %1</numerusform>
            <numerusform>Tag %n Papers with %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::MainWindow</name>
    <message numerus="yes">
        <source>An unread paper shown for %n second(s) becomes &quot;reading&quot;</source>
        <translation>
            <numerusform>An unread paper shown for %n second becomes &quot;reading&quot;</numerusform>
            <numerusform>An unread paper shown for %n seconds becomes &quot;reading&quot;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n paper(s).</source>
        <translation>
            <numerusform>Exported %n paper.</numerusform>
            <numerusform>Exported %n papers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::OfflineReviewController</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on “%1” sent to %2.</source>
        <translation>
            <numerusform>%n decision on “%1” sent to %2.</numerusform>
            <numerusform>%n decisions on “%1” sent to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” is in %2: %n paper(s)</source>
        <translation>
            <numerusform>“%1” is in %2: %n paper</numerusform>
            <numerusform>“%1” is in %2: %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions came along.</source>
        <translation>
            <numerusform>%n of your decisions came along.</numerusform>
            <numerusform>%n of your decisions came along.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperActions</name>
    <message numerus="yes">
        <source>Rate %n Star(s)</source>
        <translation>
            <numerusform>Rate %n Star</numerusform>
            <numerusform>Rate %n Stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tag %n selected paper(s) with:</source>
        <translation>
            <numerusform>Tag %n selected paper with:</numerusform>
            <numerusform>Tag %n selected papers with:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) as %1.</source>
        <translation>
            <numerusform>Copied %n paper as %1.</numerusform>
            <numerusform>Copied %n papers as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n paper(s) to the list (a new name makes a new list):</source>
        <translation>
            <numerusform>Add %n paper to the list (a new name makes a new list):</numerusform>
            <numerusform>Add %n papers to the list (a new name makes a new list):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperTableModel</name>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewDialog</name>
    <message numerus="yes">
        <source>The papers shown (%n)</source>
        <translation>
            <numerusform>The papers shown (%n)</numerusform>
            <numerusform>The papers shown (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected papers (%n)</source>
        <translation>
            <numerusform>The selected papers (%n)</numerusform>
            <numerusform>The selected papers (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewResultsWindow</name>
    <message numerus="yes">
        <source>%n decision(s) of %1 imported.</source>
        <translation>
            <numerusform>%n decision of %1 imported.</numerusform>
            <numerusform>%n decisions of %1 imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the file name no paper of this review:</source>
        <translation>
            <numerusform>%n row of the file names no paper of this review:</numerusform>
            <numerusform>%n rows of the file name no paper of this review:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ScreeningWindow</name>
    <message numerus="yes">
        <source>%n exclusion(s) in a row.</source>
        <translation>
            <numerusform>%n exclusion in a row.</numerusform>
            <numerusform>%n exclusions in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n relevant paper(s) may be left, at most %1 (%2&#xa0;% confidence): recall is at least %3&#xa0;%.</source>
        <translation>
            <numerusform>About %n relevant paper may be left, at most %1 (%2&#xa0;% confidence): recall is at least %3&#xa0;%.</numerusform>
            <numerusform>About %n relevant papers may be left, at most %1 (%2&#xa0;% confidence): recall is at least %3&#xa0;%.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarMenus</name>
    <message numerus="yes">
        <source>Delete “%1” and the tags below it? It is removed from %n paper(s); the papers stay. Edit ▸ Undo brings it back.</source>
        <translation>
            <numerusform>Delete “%1” and the tags below it? It is removed from %n paper; the papers stay. Edit ▸ Undo brings it back.</numerusform>
            <numerusform>Delete “%1” and the tags below it? It is removed from %n papers; the papers stay. Edit ▸ Undo brings it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarModel</name>
    <message numerus="yes">
        <source>%1: %n paper(s)</source>
        <translation>
            <numerusform>%1: %n paper</numerusform>
            <numerusform>%1: %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) tagged, noted, highlighted, listed, edited or decided %n paper(s)</source>
        <translation>
            <numerusform>%1 (%2) tagged, noted, highlighted, listed, edited or decided %n paper</numerusform>
            <numerusform>%1 (%2) tagged, noted, highlighted, listed, edited or decided %n papers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SimilarPapersWindow</name>
    <message numerus="yes">
        <source>%n paper(s), closest first. Open one to show it in the list.</source>
        <translation>
            <numerusform>%n paper, closest first. Open it to show it in the list.</numerusform>
            <numerusform>%n papers, closest first. Open one to show it in the list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Papers like the %n papers chosen</source>
        <translation>
            <numerusform>Papers like the %n papers chosen</numerusform>
            <numerusform>Papers like the %n papers chosen</numerusform>
        </translation>
    </message>
</context>
</TS>
