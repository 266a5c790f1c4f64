<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ColorName</name>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉色</translation>
    </message>
    <message>
        <source>Colour: %1</source>
        <translation>颜色：%1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library (not an SQLite database).</source>
        <translation>%1 不是 Lectern 文献库（不是 SQLite 数据库）。</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library.</source>
        <translation>%1 不是 Lectern 文献库。</translation>
    </message>
    <message>
        <source>%1 was written by a newer Lectern (library version %2; this build reads up to %3). It was left unchanged.</source>
        <translation>%1 由更新版本的 Lectern 写入（文献库版本 %2；此版本最高只能读取版本 %3）。该文件未作改动。</translation>
    </message>
    <message>
        <source>Cannot back up %1 before upgrading it: %2</source>
        <translation>升级前无法备份 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Cannot upgrade %1 to version %2: %3</source>
        <translation>无法将 %1 升级到版本 %2：%3</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>无法升级 %1：%2</translation>
    </message>
    <message>
        <source>There is no library at %1.</source>
        <translation>%1 处没有文献库。</translation>
    </message>
    <message>
        <source>%1 must be upgraded before it can be read here: open it where it can be written first.</source>
        <translation>%1 需要先升级才能在此读取：请先在可写入的地方打开它。</translation>
    </message>
    <message>
        <source>%1 cannot be opened because its folder %2 cannot be written: Lectern keeps the library&apos;s journal beside it. Make the folder writable, or copy the library to a folder you can write to.</source>
        <translation>无法打开 %1，因为其所在文件夹 %2 不可写入：Lectern 会在文献库旁保存日志文件。请让该文件夹可写，或将文献库复制到您可写入的文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the library %1: the folder %2 cannot be written.</source>
        <translation>无法创建文献库 %1：文件夹 %2 不可写入。</translation>
    </message>
    <message>
        <source>%1 is read-only. Make it writable, or copy it to a folder you can write to.</source>
        <translation>%1 是只读的。请让它可写，或将其复制到您可写入的文件夹。</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>No backup of the library could be made first, so nothing was imported: %1</source>
        <translation>无法事先备份文献库，因此未导入任何内容：%1</translation>
    </message>
    <message>
        <source>%1 changed while it was imported; nothing was imported.</source>
        <translation>%1 在导入过程中发生了变化；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>Lectern::Backups</name>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation>无法创建备份文件夹 %1。</translation>
    </message>
    <message>
        <source>The backup of %1 did not pass its check: %2</source>
        <translation>%1 的备份未通过检查：%2</translation>
    </message>
    <message>
        <source>Cannot write the backup %1.</source>
        <translation>无法写入备份 %1。</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Cannot keep the library in %1: %2</source>
        <translation>无法将原文献库保留在 %1：%2</translation>
    </message>
    <message>
        <source>Cannot keep a copy of the damaged library in %1.</source>
        <translation>无法在 %1 中保留已损坏文献库的副本。</translation>
    </message>
    <message>
        <source>Cannot restore %1 over %2.</source>
        <translation>无法将 %1 恢复并覆盖 %2。</translation>
    </message>
    <message>
        <source>Cannot copy %1 into %2: %3</source>
        <translation>无法将 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <source>it is not open</source>
        <translation>未打开</translation>
    </message>
</context>
<context>
    <name>Lectern::Cli</name>
    <message>
        <source>Output format: table, json or tsv (name, papers; no header).</source>
        <translation>输出格式：table、json 或 tsv（名称、论文数；无表头）。</translation>
    </message>
    <message>
        <source>The files&apos; format: auto (from each file&apos;s content), text, ris, bibtex, wos, pubmed, csv or json.</source>
        <translation>文件格式：auto（根据每个文件的内容判断）、text、ris、bibtex、wos、pubmed、csv 或 json。</translation>
    </message>
    <message>
        <source>Tag each paper with its record&apos;s keywords.</source>
        <translation>用记录中的关键词为每篇论文添加标签。</translation>
    </message>
    <message>
        <source>Delete without listing first.</source>
        <translation>直接删除，不先列出。</translation>
    </message>
    <message>
        <source>The collection (with all its papers).</source>
        <translation>合集（连同其中的所有论文）。</translation>
    </message>
    <message>
        <source>The list&apos;s description.</source>
        <translation>列表的描述。</translation>
    </message>
    <message>
        <source>Set the reading status: unread, reading or read.</source>
        <translation>设置阅读状态：unread、reading 或 read。</translation>
    </message>
    <message>
        <source>Set the rating, 0 (none) to 5.</source>
        <translation>设置评分，0（无）到 5。</translation>
    </message>
    <message>
        <source>Star the papers.</source>
        <translation>为论文加星标。</translation>
    </message>
    <message>
        <source>Remove the papers&apos; stars.</source>
        <translation>移除论文的星标。</translation>
    </message>
    <message>
        <source>%1 new, %2 merged, %3 already in the library</source>
        <translation>新增 %1 篇，合并 %2 篇，%3 篇已在文献库中</translation>
    </message>
    <message>
        <source>%1 new, %2 already in the library</source>
        <translation>新增 %1 篇，%2 篇已在文献库中</translation>
    </message>
    <message>
        <source>%1, %2 skipped</source>
        <translation>%1，跳过 %2 条</translation>
    </message>
    <message>
        <source>give the files to import</source>
        <translation>请给出要导入的文件</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use auto, %2</source>
        <translation>未知格式“%1”；可用格式：auto, %2</translation>
    </message>
    <message>
        <source>lectern-cli: nothing was imported: %1</source>
        <translation>lectern-cli: 未导入任何内容：%1</translation>
    </message>
    <message>
        <source>lectern-cli: %1; nothing imported from it</source>
        <translation>lectern-cli: %1；未从中导入任何内容</translation>
    </message>
    <message>
        <source>%1: no abstracts found; nothing imported</source>
        <translation>%1：未找到摘要；未导入任何内容</translation>
    </message>
    <message>
        <source>  merged record %1 into paper %2: %3</source>
        <translation>  已将记录 %1 合并到论文 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>  tagged with %n tags from the records&apos; keywords</source>
        <translation>
            <numerusform>  已根据记录的关键词添加 %n 个标签</numerusform>
        </translation>
    </message>
    <message>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message>
        <source>  skipped the record at line %1: %2</source>
        <translation>  已跳过第 %1 行的记录：%2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>总计：%1</translation>
    </message>
    <message>
        <source>give one of --ids, --query and --list</source>
        <translation>请给出 --ids、--query 和 --list 中的一个</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数“%1”</translation>
    </message>
    <message>
        <source>give a reading list&apos;s name and the paper ids</source>
        <translation>请给出阅读列表的名称和论文 ID</translation>
    </message>
    <message>
        <source>give one reading list&apos;s name</source>
        <translation>请给出一个阅读列表的名称</translation>
    </message>
    <message>
        <source>Made the reading list %1.</source>
        <translation>已创建阅读列表“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>Added %n papers to %1.</source>
        <translation>
            <numerusform>已将 %n 篇论文添加到“%1”。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 were in it already.</source>
        <translation>其中 %1 篇已在列表中。</translation>
    </message>
    <message numerus="yes">
        <source>Took %n papers out of %1.</source>
        <translation>
            <numerusform>已从“%1”中移出 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message>
        <source>give at most one reading list&apos;s name</source>
        <translation>最多只能给出一个阅读列表的名称</translation>
    </message>
    <message>
        <source>give the reading list&apos;s name and its new name</source>
        <translation>请给出阅读列表的名称及其新名称</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>已将“%1”重命名为“%2”。</translation>
    </message>
    <message>
        <source>Deleted the reading list %1 (its papers stay in the library).</source>
        <translation>已删除阅读列表“%1”（其中的论文仍保留在文献库中）。</translation>
    </message>
    <message>
        <source>give the paper ids, --collection NAME or --query QUERY (one of them)</source>
        <translation>请给出论文 ID、--collection NAME 或 --query QUERY（三者之一）</translation>
    </message>
    <message>
        <source>no collection named &apos;%1&apos;</source>
        <translation>没有名为“%1”的合集</translation>
    </message>
    <message numerus="yes">
        <source>Would delete the collection %1 and its %n papers:</source>
        <translation>
            <numerusform>将删除合集“%1”及其中的 %n 篇论文：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would delete %n papers:</source>
        <translation>
            <numerusform>将删除 %n 篇论文：</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was deleted: run the command again with --yes to delete.</source>
        <translation>未删除任何内容：请加上 --yes 再次运行该命令以执行删除。</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the collection %1 and its %n papers.</source>
        <translation>
            <numerusform>已删除合集“%1”及其中的 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n papers.</source>
        <translation>
            <numerusform>已删除 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message>
        <source>bad query: %1</source>
        <translation>查询有误：%1</translation>
    </message>
    <message>
        <source>no paper with id %1</source>
        <translation>没有 ID 为 %1 的论文</translation>
    </message>
    <message>
        <source>Library:     %1</source>
        <translation>文献库：    %1</translation>
    </message>
    <message>
        <source>Papers:      %1</source>
        <translation>论文：      %1</translation>
    </message>
    <message>
        <source>Unread:      %1</source>
        <translation>未读：      %1</translation>
    </message>
    <message>
        <source>Starred:     %1</source>
        <translation>已加星标：  %1</translation>
    </message>
    <message>
        <source>With notes:  %1</source>
        <translation>有笔记：    %1</translation>
    </message>
    <message>
        <source>Tags:        %1</source>
        <translation>标签：      %1</translation>
    </message>
    <message>
        <source>Collections: %1</source>
        <translation>合集：      %1</translation>
    </message>
    <message>
        <source>give a tag name and the paper ids</source>
        <translation>请给出标签名称和论文 ID</translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1.</source>
        <translation>
            <numerusform>已为 %n 篇论文添加标签“%1”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tagged %n papers with %1 (%2 already had it).</source>
        <translation>
            <numerusform>已为 %n 篇论文添加标签“%1”（其中 %2 篇已有该标签）。</numerusform>
        </translation>
    </message>
    <message>
        <source>no tag named &apos;%1&apos;</source>
        <translation>没有名为“%1”的标签</translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers.</source>
        <translation>
            <numerusform>已从 %n 篇论文中移除“%1”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %1 from %n papers (%2 did not have it).</source>
        <translation>
            <numerusform>已从 %n 篇论文中移除“%1”（其中 %2 篇没有该标签）。</numerusform>
        </translation>
    </message>
    <message>
        <source>give at most one paper id</source>
        <translation>最多只能给出一个论文 ID</translation>
    </message>
    <message>
        <source>give the tag&apos;s name and its new name</source>
        <translation>请给出标签的名称及其新名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be moved below itself</source>
        <translation>“%1”不能移到其自身之下</translation>
    </message>
    <message numerus="yes">
        <source>Merged %1 into %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>已将“%1”合并到“%2”（%n 个标签，其中 %3 个与已有标签合并）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags, %3 merged with tags that existed).</source>
        <translation>
            <numerusform>已将“%1”重命名为“%2”（%n 个标签，其中 %3 个与已有标签合并）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %1 to %2 (%n tags).</source>
        <translation>
            <numerusform>已将“%1”重命名为“%2”（%n 个标签）。</numerusform>
        </translation>
    </message>
    <message>
        <source>give one tag name</source>
        <translation>请给出一个标签名称</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n tags (%1); tag assignments removed: %2.</source>
        <translation>
            <numerusform>已删除 %n 个标签（%1）；移除的标签关联：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the note from stdin; nothing changed</source>
        <translation>无法从 stdin 读取笔记；未作任何更改</translation>
    </message>
    <message>
        <source>the input is not text (binary data at offset %1); nothing changed</source>
        <translation>输入不是文本（偏移量 %1 处为二进制数据）；未作任何更改</translation>
    </message>
    <message>
        <source>the input is not UTF-8 (invalid byte at offset %1); nothing changed</source>
        <translation>输入不是 UTF-8 编码（偏移量 %1 处为无效字节）；未作任何更改</translation>
    </message>
    <message>
        <source>Saved the note of paper %1.</source>
        <translation>已保存论文 %1 的笔记。</translation>
    </message>
    <message>
        <source>Deleted the note of paper %1.</source>
        <translation>已删除论文 %1 的笔记。</translation>
    </message>
    <message>
        <source>Paper %1 has no note; nothing changed.</source>
        <translation>论文 %1 没有笔记；未作任何更改。</translation>
    </message>
    <message>
        <source>give --status, --rating, --star or --unstar</source>
        <translation>请给出 --status、--rating、--star 或 --unstar</translation>
    </message>
    <message>
        <source>give --star or --unstar, not both</source>
        <translation>请给出 --star 或 --unstar，不能同时给出</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos; (use unread, reading or read)</source>
        <translation>未知状态“%1”（请使用 unread、reading 或 read）</translation>
    </message>
    <message>
        <source>the rating must be a whole number from 0 to %1, not &apos;%2&apos;</source>
        <translation>评分必须是 0 到 %1 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>评分 %1</translation>
    </message>
    <message>
        <source>starred</source>
        <translation>已加星标</translation>
    </message>
    <message>
        <source>not starred</source>
        <translation>未加星标</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n papers: %1.</source>
        <translation>
            <numerusform>已标记 %n 篇论文：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The paper&apos;s id (see list).</source>
        <translation>论文的 ID（参见 list）。</translation>
    </message>
    <message>
        <source>The tag; levels are separated by &apos;/&apos; (method/diffusion).</source>
        <translation>标签；各层级以“/”分隔（如 method/diffusion）。</translation>
    </message>
    <message>
        <source>Import abstract lists, RIS, BibTeX, Web of Science, PubMed, CSV and JSON files into the library.</source>
        <translation>将摘要列表、RIS、BibTeX、Web of Science、PubMed、CSV 和 JSON 文件导入文献库。</translation>
    </message>
    <message>
        <source>The files to import; - reads standard input.</source>
        <translation>要导入的文件；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>Write papers as a Markdown reading list, BibTeX, RIS, CSL-JSON, CSV or HTML.</source>
        <translation>将论文导出为 Markdown 阅读列表、BibTeX、RIS、CSL-JSON、CSV 或 HTML。</translation>
    </message>
    <message>
        <source>Make a reading list.</source>
        <translation>创建阅读列表。</translation>
    </message>
    <message>
        <source>The list&apos;s name.</source>
        <translation>列表的名称。</translation>
    </message>
    <message>
        <source>Add papers at the end of a reading list.</source>
        <translation>将论文添加到阅读列表末尾。</translation>
    </message>
    <message>
        <source>Take papers out of a reading list (they stay in the library).</source>
        <translation>从阅读列表中移出论文（论文仍保留在文献库中）。</translation>
    </message>
    <message>
        <source>List the reading lists, or one list&apos;s papers in order.</source>
        <translation>列出所有阅读列表，或按顺序列出某个列表中的论文。</translation>
    </message>
    <message>
        <source>Only this list&apos;s papers.</source>
        <translation>仅列出此列表中的论文。</translation>
    </message>
    <message>
        <source>Rename a reading list.</source>
        <translation>重命名阅读列表。</translation>
    </message>
    <message>
        <source>Its new name.</source>
        <translation>新名称。</translation>
    </message>
    <message>
        <source>Delete a reading list (its papers stay in the library).</source>
        <translation>删除阅读列表（其中的论文仍保留在文献库中）。</translation>
    </message>
    <message>
        <source>Delete papers, or a collection with its papers (lists them without --yes).</source>
        <translation>删除论文，或删除合集及其中的论文（不加 --yes 时仅列出）。</translation>
    </message>
    <message>
        <source>List the papers, or those matching a query.</source>
        <translation>列出所有论文，或与查询匹配的论文。</translation>
    </message>
    <message>
        <source>Show one paper with its abstract.</source>
        <translation>显示一篇论文及其摘要。</translation>
    </message>
    <message>
        <source>Count the papers and collections in the library.</source>
        <translation>统计文献库中的论文和合集数量。</translation>
    </message>
    <message>
        <source>Set the reading status, rating or star of papers.</source>
        <translation>设置论文的阅读状态、评分或星标。</translation>
    </message>
    <message>
        <source>Tag papers (the tag is made when it is new).</source>
        <translation>为论文添加标签（标签不存在时会自动创建）。</translation>
    </message>
    <message>
        <source>Take a tag off papers (the tag stays).</source>
        <translation>从论文上移除标签（标签本身保留）。</translation>
    </message>
    <message>
        <source>List the tags with their paper counts, or one paper&apos;s tags.</source>
        <translation>列出所有标签及其论文数，或某篇论文的标签。</translation>
    </message>
    <message>
        <source>Only this paper&apos;s tags.</source>
        <translation>仅列出此论文的标签。</translation>
    </message>
    <message>
        <source>Rename a tag and the tags below it; merge into NEW if it exists.</source>
        <translation>重命名标签及其下级标签；若 NEW 已存在则合并到其中。</translation>
    </message>
    <message>
        <source>The tag&apos;s name.</source>
        <translation>标签的名称。</translation>
    </message>
    <message>
        <source>Delete a tag and every tag below it, without asking.</source>
        <translation>删除标签及其所有下级标签，不作询问。</translation>
    </message>
    <message>
        <source>Print a paper&apos;s Markdown note (nothing when it has none).</source>
        <translation>输出论文的 Markdown 笔记（没有笔记时不输出任何内容）。</translation>
    </message>
    <message>
        <source>Store a paper&apos;s note, read as UTF-8 from stdin; empty input deletes it.</source>
        <translation>保存论文的笔记，从 stdin 以 UTF-8 读取；输入为空时删除笔记。</translation>
    </message>
    <message>
        <source>Usage: lectern-cli [--db PATH] COMMAND [OPTIONS]

Read, search and tag research-paper abstracts.

Commands:
</source>
        <translation>用法：lectern-cli [--db PATH] COMMAND [OPTIONS]

阅读、搜索研究论文摘要并为其添加标签。

命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;lectern-cli COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
运行 &apos;lectern-cli COMMAND --help&apos; 查看命令的选项。
</translation>
    </message>
    <message>
        <source>Usage: lectern-cli [--db PATH] %1 COMMAND [OPTIONS]

Commands:
</source>
        <translation>用法：lectern-cli [--db PATH] %1 COMMAND [OPTIONS]

命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;lectern-cli %1 COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
运行 &apos;lectern-cli %1 COMMAND --help&apos; 查看命令的选项。
</translation>
    </message>
    <message>
        <source>lectern-cli: unknown command &apos;%1&apos;; see &apos;lectern-cli %2&apos;</source>
        <translation>lectern-cli: 未知命令“%1”；请参阅 &apos;lectern-cli %2&apos;</translation>
    </message>
    <message>
        <source>the library failed: %1</source>
        <translation>文献库出错：%1</translation>
    </message>
    <message>
        <source>Only papers matching this search query.</source>
        <translation>仅限与此查询匹配的论文。</translation>
    </message>
    <message>
        <source>Output format: table, json or tsv (id, year, collection, title; no header).</source>
        <translation>输出格式：table、json 或 tsv（ID、年份、合集、标题；无表头）。</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>输出格式：table 或 json。</translation>
    </message>
    <message>
        <source>Only the papers of this reading list, in its order.</source>
        <translation>仅限此阅读列表中的论文，按列表顺序排列。</translation>
    </message>
    <message>
        <source>The format: markdown, bibtex, ris, csljson, csv or html.</source>
        <translation>格式：markdown、bibtex、ris、csljson、csv 或 html。</translation>
    </message>
    <message>
        <source>Only these papers, in this order (1,2,3).</source>
        <translation>仅限这些论文，按此顺序排列（1,2,3）。</translation>
    </message>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <source>Markdown: leave the abstracts out of the list.</source>
        <translation>Markdown：列表中不包含摘要。</translation>
    </message>
    <message>
        <source>BibTeX: write letters beyond ASCII as LaTeX commands ({\&quot;u}).</source>
        <translation>BibTeX：将 ASCII 以外的字母写为 LaTeX 命令（{\&quot;u}）。</translation>
    </message>
    <message>
        <source>CSV: start with a UTF-8 byte order mark, for spreadsheet programs.</source>
        <translation>CSV：以 UTF-8 字节顺序标记开头，供电子表格程序使用。</translation>
    </message>
    <message>
        <source>Markdown and HTML: the list&apos;s heading.</source>
        <translation>Markdown 和 HTML：列表的标题。</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use %2)</source>
        <translation>未知格式“%1”（可用格式：%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a paper id</source>
        <translation>“%1”不是论文 ID</translation>
    </message>
    <message>
        <source>give one paper id</source>
        <translation>请给出一个论文 ID</translation>
    </message>
    <message>
        <source>give the paper ids</source>
        <translation>请给出论文 ID</translation>
    </message>
    <message>
        <source>no papers with ids %1</source>
        <translation>没有 ID 为 %1 的论文</translation>
    </message>
    <message>
        <source>no reading list named &apos;%1&apos;</source>
        <translation>没有名为“%1”的阅读列表</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n papers to %1.</source>
        <translation>
            <numerusform>已将 %n 篇论文导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>The papers&apos; ids, as separate arguments or separated by commas (1,2,3).</source>
        <translation>论文的 ID，可作为单独的参数给出，也可用逗号分隔（1,2,3）。</translation>
    </message>
    <message>
        <source>The field that holds each record&apos;s label (1 relevant, 0 not).</source>
        <translation>存放每条记录标注的字段（1 表示相关，0 表示不相关）。</translation>
    </message>
    <message>
        <source>How many runs, each from other first records (default 5).</source>
        <translation>运行次数，每次从不同的初始记录开始（默认为 5）。</translation>
    </message>
    <message>
        <source>The review&apos;s research question.</source>
        <translation>综述的研究问题。</translation>
    </message>
    <message>
        <source>Reasons to exclude, separated by &apos;;&apos; (picked with 1-9 while screening).</source>
        <translation>排除理由，以“;”分隔（筛选时用 1-9 选择）。</translation>
    </message>
    <message>
        <source>Words shown green in the abstracts, separated by &apos;;&apos;.</source>
        <translation>在摘要中以绿色显示的词，以“;”分隔。</translation>
    </message>
    <message>
        <source>Words shown red in the abstracts, separated by &apos;;&apos;.</source>
        <translation>在摘要中以红色显示的词，以“;”分隔。</translation>
    </message>
    <message>
        <source>include, exclude, maybe, or undecided to take a decision back.</source>
        <translation>include、exclude、maybe，或用 undecided 撤回决定。</translation>
    </message>
    <message>
        <source>Why (one of the review&apos;s reasons, or any text).</source>
        <translation>理由（综述预设的理由之一，或任意文本）。</translation>
    </message>
    <message>
        <source>A note on the decision.</source>
        <translation>关于该决定的笔记。</translation>
    </message>
    <message>
        <source>log (every decision, as CSV), decisions (one reviewer&apos;s, for another reviewer to import), included (the included papers, in --format), prisma (the PRISMA flow, --format markdown or csv) or agreement (Cohen&apos;s kappa of each pair of reviewers, as CSV).</source>
        <translation>log（所有决定，CSV 格式）、decisions（某位审阅人的决定，供另一位审阅人导入）、included（已纳入的论文，格式由 --format 指定）、prisma（PRISMA 流程，--format 为 markdown 或 csv）或 agreement（每对审阅人之间的 Cohen&apos;s kappa，CSV 格式）。</translation>
    </message>
    <message>
        <source>Each reviewer sees only their own decisions until &apos;review unblind&apos;.</source>
        <translation>在执行 &apos;review unblind&apos; 之前，每位审阅人只能看到自己的决定。</translation>
    </message>
    <message>
        <source>give one labelled file</source>
        <translation>请给出一个已标注的文件</translation>
    </message>
    <message>
        <source>give the label&apos;s field: --label-column NAME</source>
        <translation>请给出标注所在的字段：--label-column NAME</translation>
    </message>
    <message>
        <source>--seeds needs a number from 1 to 1000</source>
        <translation>--seeds 需要 1 到 1000 之间的数字</translation>
    </message>
    <message>
        <source>%1: a simulation needs at least two relevant records and one irrelevant one</source>
        <translation>%1：模拟至少需要两条相关记录和一条不相关记录</translation>
    </message>
    <message>
        <source>%1: skipped %2</source>
        <translation>%1：已跳过 %2</translation>
    </message>
    <message>
        <source>%1: %2 records after the first two, %3 of them relevant; model %4</source>
        <translation>%1：除前两条外共 %2 条记录，其中 %3 条相关；模型 %4</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>give one review&apos;s name</source>
        <translation>请给出一个综述的名称</translation>
    </message>
    <message>
        <source>no review named &apos;%1&apos;</source>
        <translation>没有名为“%1”的综述</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is blind: each reviewer sees only their own decisions until &apos;lectern-cli review unblind&apos;</source>
        <translation>“%1”为盲审：在执行 &apos;lectern-cli review unblind&apos; 之前，每位审阅人只能看到自己的决定</translation>
    </message>
    <message numerus="yes">
        <source>Review &apos;%1&apos; made with %n papers.</source>
        <translation>
            <numerusform>已创建综述“%1”，包含 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message>
        <source>give the decision: --verdict include|exclude|maybe|undecided</source>
        <translation>请给出决定：--verdict include|exclude|maybe|undecided</translation>
    </message>
    <message>
        <source>give the review&apos;s name and the paper ids</source>
        <translation>请给出综述的名称和论文 ID</translation>
    </message>
    <message>
        <source>paper %1 is not in the review &apos;%2&apos;</source>
        <translation>论文 %1 不在综述“%2”中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not blind.</source>
        <translation>“%1”不是盲审。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no longer blind: every reviewer&apos;s decisions are shown.</source>
        <translation>“%1”已解除盲审：所有审阅人的决定均可见。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>%1: %2 of %3 screened; %4 included, %5 excluded, %6 maybe</source>
        <translation>%1：%3 篇中已筛选 %2 篇；已纳入 %4 篇，已排除 %5 篇，待定 %6 篇</translation>
    </message>
    <message>
        <source>Blind review: other reviewers&apos; decisions are hidden until &apos;lectern-cli review unblind&apos;.</source>
        <translation>盲审：在执行 &apos;lectern-cli review unblind&apos; 之前，其他审阅人的决定处于隐藏状态。</translation>
    </message>
    <message>
        <source>Agreement of %1 and %2: %3 of %4 papers both decided; Cohen&apos;s kappa %5</source>
        <translation>%1 与 %2 的一致性：%4 篇论文中有 %3 篇两人均已作出决定；Cohen&apos;s kappa 为 %5</translation>
    </message>
    <message>
        <source>unknown --what &apos;%1&apos; (use %2)</source>
        <translation>未知的 --what 值“%1”（可用值：%2）</translation>
    </message>
    <message>
        <source>the PRISMA flow is written as markdown or csv</source>
        <translation>PRISMA 流程只能以 markdown 或 csv 格式写出</translation>
    </message>
    <message>
        <source>give the review&apos;s name and a decisions file</source>
        <translation>请给出综述的名称和决定文件</translation>
    </message>
    <message>
        <source>%1: %2 is no paper of the review</source>
        <translation>%1：%2 不是该综述中的论文</translation>
    </message>
    <message>
        <source>Make a literature review of papers (--query, --list or --ids; all papers without them).</source>
        <translation>为论文创建文献综述（使用 --query、--list 或 --ids；不指定时包含所有论文）。</translation>
    </message>
    <message>
        <source>The review&apos;s name.</source>
        <translation>综述的名称。</translation>
    </message>
    <message>
        <source>Record a decision on papers of a review (logged, with time and reviewer).</source>
        <translation>记录对综述中论文的决定（连同时间和审阅人记入日志）。</translation>
    </message>
    <message>
        <source>Count a review&apos;s decisions per reviewer, their agreement (Cohen&apos;s kappa) and the PRISMA flow.</source>
        <translation>按审阅人统计综述的决定，并计算审阅人之间的一致性（Cohen&apos;s kappa）和 PRISMA 流程。</translation>
    </message>
    <message>
        <source>Write a review&apos;s decision log, its included papers, its PRISMA flow or the reviewers&apos; agreement.</source>
        <translation>写出综述的决定日志、已纳入的论文、PRISMA 流程或审阅人之间的一致性。</translation>
    </message>
    <message>
        <source>Add another reviewer&apos;s decisions (from review export --what decisions).</source>
        <translation>添加另一位审阅人的决定（来自 review export --what decisions）。</translation>
    </message>
    <message>
        <source>The decisions file.</source>
        <translation>决定文件。</translation>
    </message>
    <message>
        <source>Replay a labelled review through the prioritiser; measure how soon it finds the relevant records.</source>
        <translation>用优先级排序模型重放一个已标注的综述，衡量它能多快找到相关记录。</translation>
    </message>
    <message>
        <source>A file whose records carry a 0/1 label.</source>
        <translation>记录带有 0/1 标注的文件。</translation>
    </message>
    <message>
        <source>Settle papers on which the reviewers disagree with the review&apos;s own verdict (logged; undecided takes it back).</source>
        <translation>对审阅人意见不一致的论文作出综述的最终裁定（记入日志；undecided 可撤回裁定）。</translation>
    </message>
    <message>
        <source>End a blind review&apos;s blinding: every reviewer&apos;s decisions are shown.</source>
        <translation>结束综述的盲审：所有审阅人的决定均可见。</translation>
    </message>
    <message>
        <source>List the backups kept.</source>
        <translation>列出保留的备份。</translation>
    </message>
    <message>
        <source>Check the file&apos;s structure only, not that each index matches its table.</source>
        <translation>仅检查文件结构，不检查每个索引是否与其表一致。</translation>
    </message>
    <message numerus="yes">
        <source>Backed up to %1 (%n backups kept).</source>
        <translation>
            <numerusform>已备份到 %1（保留 %n 个备份）。</numerusform>
        </translation>
    </message>
    <message>
        <source>give one backup file, or none for the newest good one</source>
        <translation>请给出一个备份文件，或不给出以使用最新的完好备份</translation>
    </message>
    <message>
        <source>no good backup of %1 in %2</source>
        <translation>%2 中没有 %1 的完好备份</translation>
    </message>
    <message>
        <source>Restored %1 from %2; the library as it was is kept in %3.</source>
        <translation>已从 %2 恢复 %1；原先的文献库保留在 %3。</translation>
    </message>
    <message>
        <source>%1 is intact.</source>
        <translation>%1 完好无损。</translation>
    </message>
    <message>
        <source>%1 is damaged:</source>
        <translation>%1 已损坏：</translation>
    </message>
    <message>
        <source>Nothing more is written to it. No good backup of it was found.</source>
        <translation>不会再向其写入任何内容。未找到它的完好备份。</translation>
    </message>
    <message>
        <source>Nothing more is written to it. The newest good backup is from %1; &apos;lectern-cli restore&apos; puts it back (keeping the damaged library).</source>
        <translation>不会再向其写入任何内容。最新的完好备份来自 %1；&apos;lectern-cli restore&apos; 可将其恢复（并保留已损坏的文献库）。</translation>
    </message>
    <message>
        <source>Put a backup back in place of the library (the newest good one unless a file is given).</source>
        <translation>用备份替换文献库（未指定文件时使用最新的完好备份）。</translation>
    </message>
    <message>
        <source>A backup file (see backup --list).</source>
        <translation>备份文件（参见 backup --list）。</translation>
    </message>
    <message>
        <source>Check the library for damage (exit 2 when it is damaged).</source>
        <translation>检查文献库是否损坏（已损坏时退出码为 2）。</translation>
    </message>
    <message>
        <source>give the format: --format %1</source>
        <translation>请给出格式：--format %1</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use %2</source>
        <translation>未知格式“%1”；可用格式：%2</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos; (use %2)</source>
        <translation>未知模型“%1”（可用模型：%2）</translation>
    </message>
    <message>
        <source>  (title inferred)</source>
        <translation>  （推断的标题）</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>合集：</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>出处：</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>年份：</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>评分：</translation>
    </message>
    <message>
        <source>Starred:</source>
        <translation>星标：</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>笔记：</translation>
    </message>
    <message>
        <source>yes (lectern-cli note show %1)</source>
        <translation>有（lectern-cli note show %1）</translation>
    </message>
    <message>
        <source>Highlights:</source>
        <translation>高亮：</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>添加时间：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>链接：</translation>
    </message>
    <message>
        <source>Upgrading %1 for this version of Lectern; a large library takes a minute.</source>
        <translation>正在为此版本的 Lectern 升级 %1；大型文献库需要约一分钟。</translation>
    </message>
    <message>
        <source>Write the file even when there are no papers to write to it.</source>
        <translation>即使没有要写入的论文，也写入该文件。</translation>
    </message>
    <message>
        <source>there is no library at %1; import a file first, or check the path (--db)</source>
        <translation>%1 处没有文献库；请先导入文件，或检查路径（--db）</translation>
    </message>
    <message>
        <source>lectern-cli: %1 (nothing was created; it reads as an empty library)</source>
        <translation>lectern-cli：%1（未创建任何文件；按空文献库读取）</translation>
    </message>
    <message>
        <source>there are no papers to export, and %1 is not empty: it was left as it is (--force writes it anyway)</source>
        <translation>没有要导出的论文，而 %1 不是空文件：已保持原样（--force 仍会写入）</translation>
    </message>
    <message>
        <source>The library: a file, or a PostgreSQL database as postgresql://user@host/database (default: the GUI&apos;s library).</source>
        <translation>文献库：一个文件，或以 postgresql://用户@主机/数据库 表示的 PostgreSQL 数据库（默认：图形界面的文献库）。</translation>
    </message>
    <message>
        <source>The library to copy: a file or a postgresql:// address.</source>
        <translation>要复制的文献库：一个文件或一个 postgresql:// 地址。</translation>
    </message>
    <message>
        <source>Where to copy it: a new file, or an empty PostgreSQL database (postgresql://…).</source>
        <translation>复制到何处：一个新文件，或一个空的 PostgreSQL 数据库（postgresql://…）。</translation>
    </message>
    <message>
        <source>--from and --to name the same library</source>
        <translation>--from 和 --to 指向同一个文献库</translation>
    </message>
    <message>
        <source>%1 is not empty: a library is copied only into an empty one</source>
        <translation>%1 不是空的：文献库只能复制到空的文献库中</translation>
    </message>
    <message>
        <source>Copying: %1%</source>
        <translation>正在复制：%1%</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) and %1 rows in all from %2 to %3; every row compared after.</source>
        <translation>
            <numerusform>已将 %n 篇论文、共 %1 行从 %2 复制到 %3；随后逐行比对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a whole library into a new file or an empty PostgreSQL database, and compare the copy.</source>
        <translation>将整个文献库复制到新文件或空的 PostgreSQL 数据库中，并比对副本。</translation>
    </message>
    <message>
        <source>no year</source>
        <translation>无年份</translation>
    </message>
    <message>
        <source>%1 and %2: %3, abstracts %4% alike</source>
        <translation>%1 与 %2：%3，摘要相似度 %4%</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of papers may be duplicates.</source>
        <translation>
            <numerusform>%n 对论文可能重复。</numerusform>
        </translation>
    </message>
    <message>
        <source>give the two papers&apos; ids</source>
        <translation>请给出两篇论文的编号</translation>
    </message>
    <message>
        <source>Papers %1 and %2 are marked as distinct papers.</source>
        <translation>论文 %1 与 %2 已标记为不同的论文。</translation>
    </message>
    <message>
        <source>List pairs of papers that may be one: the same DOI or arXiv id, the same title, or similar abstracts.</source>
        <translation>列出可能是同一篇的论文对：相同的 DOI 或 arXiv 编号、相同的标题或相似的摘要。</translation>
    </message>
    <message>
        <source>Mark two papers as distinct: duplicates no longer pairs them.</source>
        <translation>将两篇论文标记为不同：duplicates 不再将它们配对。</translation>
    </message>
    <message>
        <source>The two papers.</source>
        <translation>这两篇论文。</translation>
    </message>
    <message>
        <source>Authors:</source>
        <translation>作者：</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>卷：</translation>
    </message>
    <message>
        <source>Issue:</source>
        <translation>期：</translation>
    </message>
    <message>
        <source>Pages:</source>
        <translation>页码：</translation>
    </message>
    <message>
        <source>Publisher:</source>
        <translation>出版者：</translation>
    </message>
    <message>
        <source>DOI:</source>
        <translation>DOI：</translation>
    </message>
    <message>
        <source>arXiv:</source>
        <translation>arXiv：</translation>
    </message>
    <message>
        <source>PMID:</source>
        <translation>PMID：</translation>
    </message>
    <message>
        <source>Keywords:</source>
        <translation>关键词：</translation>
    </message>
    <message>
        <source>Back up the library now (backups of the last days and weeks are kept beside it).</source>
        <translation>立即备份文献库（最近几天和几周的备份保存在其旁边）。</translation>
    </message>
    <message>
        <source>there is no backup file %1 (see backup --list)</source>
        <translation>没有备份文件 %1（参见 backup --list）</translation>
    </message>
    <message>
        <source>The order: a relevance model (lectern, Lectern&apos;s; svm, ASReview&apos;s default) or random or library.</source>
        <translation>顺序：相关性模型（lectern，Lectern 的模型；svm，ASReview 的默认模型）或 random 或 library。</translation>
    </message>
    <message>
        <source>seed    WSS@95   RRF@10   screened for 95%   stopped at   recall then   work saved then</source>
        <translation>种子    WSS@95   RRF@10   达到95%所需筛选   停止于   当时召回率   当时节省工作量</translation>
    </message>
    <message>
        <source>The stopping rule (recall %1 % with %2 % confidence) stopped at that recall or more in %3 of %4 runs.</source>
        <translation>停止规则（召回率 %1 %，置信度 %2 %）在 %4 次运行中有 %3 次在达到该召回率或更高时停止。</translation>
    </message>
    <message>
        <source>Screened in the order of: %1</source>
        <translation>筛选顺序：%1</translation>
    </message>
    <message>
        <source>How many papers to list (default 20).</source>
        <translation>列出多少篇论文（默认 20）。</translation>
    </message>
    <message>
        <source>--limit needs a number from 1 to %1</source>
        <translation>--limit 需要 1 到 %1 之间的数字</translation>
    </message>
    <message>
        <source>give the ids of one or more papers</source>
        <translation>请给出一篇或多篇论文的编号</translation>
    </message>
    <message>
        <source>shares: %1</source>
        <translation>共有：%1</translation>
    </message>
    <message>
        <source>List the library&apos;s papers closest to the papers given, best first, with the words they share.</source>
        <translation>列出文献库中与给定论文最接近的论文，最接近的在前，并显示共有的词。</translation>
    </message>
    <message numerus="yes">
        <source>Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; %6 records identified, %n duplicate(s) removed</source>
        <translation>
            <numerusform>综述：%1 篇纳入，%2 篇排除，%3 篇待定，%4 篇有冲突，%5 篇未筛选；识别出 %6 条记录，去除 %n 条重复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n decision(s) of %2 imported into &apos;%3&apos;</source>
        <translation>
            <numerusform>%1：已将 %2 的 %n 个决定导入“%3”</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder of %1 does not exist; check the path (--to)</source>
        <translation>%1 所在的文件夹不存在；请检查路径（--to）</translation>
    </message>
    <message>
        <source>Leave out the mark &quot;[title inferred from the abstract]&quot; beside titles Lectern made up.</source>
        <translation>不在 Lectern 推断的标题旁写入标记“[title inferred from the abstract]”。</translation>
    </message>
    <message>
        <source>owner (also deletes papers, makes reviews and manages members), member (reads and writes) or reader (reads only).</source>
        <translation>owner（还可删除论文、创建综述并管理成员）、member（读写）或 reader（只读）。</translation>
    </message>
    <message>
        <source>The member&apos;s name as the window shows it.</source>
        <translation>窗口中显示的成员名称。</translation>
    </message>
    <message>
        <source>a library file has no members; members belong to a team library on a server (--db postgresql://…)</source>
        <translation>库文件没有成员；成员属于服务器上的团队库（--db postgresql://…）</translation>
    </message>
    <message>
        <source>%1 is no member of this library; see &apos;lectern-cli members list&apos;</source>
        <translation>%1 不是此库的成员；请参阅“lectern-cli members list”</translation>
    </message>
    <message>
        <source>give the member&apos;s login name</source>
        <translation>请给出成员的登录名</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s).</source>
        <translation>
            <numerusform>%n 名成员。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a member of the library, as %2.</source>
        <translation>%1 已是此库的成员，角色为 %2。</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 现在是 %2。</translation>
    </message>
    <message>
        <source>%1 is no longer a member; the login stays on the server.</source>
        <translation>%1 已不再是成员；登录名仍保留在服务器上。</translation>
    </message>
    <message>
        <source>The member&apos;s login on the server.</source>
        <translation>成员在服务器上的登录名。</translation>
    </message>
    <message>
        <source>List the members of a team library and their roles.</source>
        <translation>列出团队库的成员及其角色。</translation>
    </message>
    <message>
        <source>Make a login a member of a team library, with a role the server enforces (the owner&apos;s command).</source>
        <translation>使某个登录名成为团队库的成员，并赋予由服务器强制执行的角色（所有者的命令）。</translation>
    </message>
    <message>
        <source>Give a member another role (the owner&apos;s command).</source>
        <translation>给成员另一个角色（所有者的命令）。</translation>
    </message>
    <message>
        <source>Take a member&apos;s role away (the owner&apos;s command).</source>
        <translation>收回成员的角色（所有者的命令）。</translation>
    </message>
    <message>
        <source>Whose decisions (default: the member connected to a team library, else the user&apos;s login name).</source>
        <translation>谁的决定（默认：连接到团队文献库的成员，否则为用户的登录名）。</translation>
    </message>
    <message>
        <source>Blind review: each reviewer sees only their own decisions; as an owner of the library you see them all.</source>
        <translation>盲审：每位审阅者只能看到自己的决定；作为文献库的所有者，您可以看到全部决定。</translation>
    </message>
    <message>
        <source>Agreement of all %1 reviewers: %2 papers decided by all; Fleiss&apos; kappa %3</source>
        <translation>全部 %1 位审阅人的一致性：%2 篇论文所有人均已作出决定；Fleiss&apos; kappa 为 %3</translation>
    </message>
    <message>
        <source>until every member has read them</source>
        <translation>直到每位成员都已读过</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Latest change: %1</source>
        <translation>最新更改：%1</translation>
    </message>
    <message>
        <source>Changes are kept: %1</source>
        <translation>更改保留：%1</translation>
    </message>
    <message>
        <source>read through %1 on %2</source>
        <translation>已读到 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n change(s); the log now begins after change %1.</source>
        <translation>
            <numerusform>已清理 %n 条更改；日志现在从更改 %1 之后开始。</numerusform>
        </translation>
    </message>
    <message>
        <source>give one number of days, or none to see it</source>
        <translation>请给出一个天数，或不给出以查看当前设置</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of days: give 0 or more</source>
        <translation>“%1”不是天数：请给出 0 或更大的数</translation>
    </message>
    <message>
        <source>Changes are kept %1.</source>
        <translation>更改保留：%1。</translation>
    </message>
    <message>
        <source>Show the change log&apos;s latest number, how long changes are kept and how far each member has read.</source>
        <translation>显示更改日志的最新编号、更改的保留时长以及每位成员已读到的位置。</translation>
    </message>
    <message>
        <source>Remove the changes every member has read, and those older than the retention (an owner&apos;s command on a team library; the window does it every hour).</source>
        <translation>删除每位成员都已读过的更改，以及超过保留期限的更改（团队库所有者的命令；窗口每小时执行一次）。</translation>
    </message>
    <message>
        <source>Show, or set in days, how long changes are kept for members who have not read them; 0 keeps them until all have (an owner&apos;s command on a team library).</source>
        <translation>显示或以天为单位设置为尚未读过更改的成员保留更改的时长；0 表示保留到所有成员都读过（团队库所有者的命令）。</translation>
    </message>
    <message>
        <source>How many days changes are kept.</source>
        <translation>更改保留的天数。</translation>
    </message>
    <message>
        <source>%1 is a library with papers: an offline review goes into a new file</source>
        <translation>%1 是已有论文的库：离线综述须放入新文件</translation>
    </message>
    <message>
        <source>give the new library&apos;s file with -o</source>
        <translation>请用 -o 指定新库的文件</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; taken offline to %2: %n paper(s)</source>
        <translation>
            <numerusform>已将“%1”离线保存到 %2：%n 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions taken along</source>
        <translation>
            <numerusform>带走了你的 %n 个决定</numerusform>
        </translation>
    </message>
    <message>
        <source>Screen it with --db %1; send your decisions back with &apos;lectern-cli --db %1 review send-decisions &quot;%2&quot;&apos;.</source>
        <translation>用 --db %1 进行筛选；用 &apos;lectern-cli --db %1 review send-decisions &quot;%2&quot;&apos; 将决定发回。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was not taken offline from a team library: there is nothing to send</source>
        <translation>“%1”不是从团队库离线带出的：没有可发送的内容</translation>
    </message>
    <message>
        <source>Nothing to send: the team library has every decision on &apos;%1&apos;.</source>
        <translation>无需发送：团队库已有“%1”的全部决定。</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on &apos;%1&apos; sent to %2</source>
        <translation>
            <numerusform>已将“%1”的 %n 个决定发送到 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided meanwhile by someone else:</source>
        <translation>期间已由他人决定：</translation>
    </message>
    <message>
        <source>Not sent: you decided these again on the team library later, and that decision stands:</source>
        <translation>未发送：你之后在团队库中重新决定了这些论文，以该决定为准：</translation>
    </message>
    <message>
        <source>Not sent: the review on the team library no longer has these papers:</source>
        <translation>未发送：团队库中的综述已不再包含这些论文：</translation>
    </message>
    <message>
        <source>Copy a review&apos;s papers and your decisions into a new library file (-o), to screen without the server.</source>
        <translation>将综述的论文和你的决定复制到新的库文件（-o），以便脱离服务器筛选。</translation>
    </message>
    <message>
        <source>Send the decisions made in a review taken offline back to its team library (each once).</source>
        <translation>将离线综述中作出的决定发回其团队库（每个只发送一次）。</translation>
    </message>
    <message>
        <source>Output format: table, json or tsv (time, member, action, subject; no header).</source>
        <translation>输出格式：table、json 或 tsv（时间、成员、操作、对象；无表头）。</translation>
    </message>
    <message>
        <source>Show what was done to a paper, by whom and when, newest first: tags, notes, highlights, lists, edits, imports and decisions.</source>
        <translation>显示论文经历的操作、操作者和时间，最新的在前：标签、笔记、高亮、列表、编辑、导入和决定。</translation>
    </message>
    <message>
        <source>In a team library: print this member&apos;s note (their login) instead of your own.</source>
        <translation>在团队库中：输出该成员（其登录名）的笔记，而不是你自己的。</translation>
    </message>
    <message>
        <source>a library file has one note per paper; --member is for a team library</source>
        <translation>库文件中每篇论文只有一条笔记；--member 仅用于团队库</translation>
    </message>
    <message>
        <source>%1 is open in process %2 (%3); close it there, then restore</source>
        <translation>%1 已在进程 %2（%3）中打开；请先在那里关闭它，再进行恢复</translation>
    </message>
    <message>
        <source>%1 is open in another process; close it there, then restore</source>
        <translation>%1 已在另一个进程中打开；请先在那里关闭它，再进行恢复</translation>
    </message>
    <message>
        <source>lectern-cli: warning: %1 was found damaged (%2); what is shown may be wrong or incomplete.</source>
        <translation>lectern-cli：警告：%1 已被发现损坏（%2）；显示的内容可能有误或不完整。</translation>
    </message>
    <message>
        <source>good</source>
        <translation>完好</translation>
    </message>
    <message>
        <source>damaged: %1</source>
        <translation>已损坏：%1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); restore it anyway with --force</source>
        <translation>备份 %1 已损坏（%2）；使用 --force 仍可恢复</translation>
    </message>
    <message>
        <source>%1 passes the quick check, but was found damaged (%2). Only a full check (&apos;lectern-cli check&apos;) can clear that.</source>
        <translation>%1 通过了快速检查，但已被发现损坏（%2）。只有完整检查（&apos;lectern-cli check&apos;）才能清除此标记。</translation>
    </message>
    <message>
        <source>Restore the backup given even when its rows no longer match their checksums (a library file only).</source>
        <translation>即使所给备份的行与其校验和不再匹配，也恢复该备份（仅限文库文件）。</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); a team library takes only a good one</source>
        <translation>备份 %1 已损坏（%2）；团队库只接受完好的备份</translation>
    </message>
    <message>
        <source>the library was found damaged (%1)</source>
        <translation>发现文献库已损坏（%1）</translation>
    </message>
    <message>
        <source>give --%1</source>
        <translation>请给出 --%1</translation>
    </message>
    <message>
        <source>give the member&apos;s role: --role owner, member or reader</source>
        <translation>请给出成员的角色：--role owner、member 或 reader</translation>
    </message>
    <message>
        <source>unknown role &apos;%1&apos;: give owner, member or reader</source>
        <translation>未知角色“%1”：请给出 owner、member 或 reader</translation>
    </message>
</context>
<context>
    <name>Lectern::Database</name>
    <message>
        <source>A newer request made this one stale.</source>
        <translation>一个更新的请求使此请求过时。</translation>
    </message>
    <message>
        <source>The server sent a list of ids that holds something else: %1</source>
        <translation>服务器发送的 ID 列表包含其他内容：%1</translation>
    </message>
    <message>
        <source>The library&apos;s connection is closed.</source>
        <translation>与文献库的连接已关闭。</translation>
    </message>
    <message>
        <source>The server&apos;s rows could not be read in chunks.</source>
        <translation>无法分块读取服务器返回的行。</translation>
    </message>
    <message>
        <source>A statement cannot be sent with a value of type %1.</source>
        <translation>无法使用类型为 %1 的值发送语句。</translation>
    </message>
    <message>
        <source>The rows of a statement were lost: another statement was sent before they were read.</source>
        <translation>语句的行已丢失：在读取它们之前发送了另一条语句。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::AbstractBrowser</name>
    <message>
        <source>Cannot Open Link</source>
        <translation>无法打开链接</translation>
    </message>
    <message>
        <source>No program to open %1 was found. The address is on the clipboard.</source>
        <translation>找不到可打开 %1 的程序。该地址已复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::AbstractView</name>
    <message>
        <source>Inclusion keyword</source>
        <translation>纳入关键词</translation>
    </message>
    <message>
        <source>Exclusion keyword</source>
        <translation>排除关键词</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::BylineLabel</name>
    <message>
        <source>%1, … +%2</source>
        <comment>the first authors, and how many more</comment>
        <translation>%1, … 另 %2 位</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ConnectDialog</name>
    <message>
        <source>Required, any certificate (require)</source>
        <translation>必需，任意证书 (require)</translation>
    </message>
    <message>
        <source>Required, certificate of a trusted authority (verify-ca)</source>
        <translation>必需，受信任机构签发的证书 (verify-ca)</translation>
    </message>
    <message>
        <source>Required, certificate naming the host (verify-full)</source>
        <translation>必需，证书须写明该主机 (verify-full)</translation>
    </message>
    <message>
        <source>Never (disable)</source>
        <translation>从不 (disable)</translation>
    </message>
    <message>
        <source>When the server offers it (prefer)</source>
        <translation>服务器提供时 (prefer)</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Connect to Team Library</source>
        <translation>连接团队文献库</translation>
    </message>
    <message>
        <source>A library on a PostgreSQL server, shared by a team. Lectern makes its tables in an empty database.</source>
        <translation>位于 PostgreSQL 服务器上、由团队共享的文献库。Lectern 会在空数据库中创建它的表。</translation>
    </message>
    <message>
        <source>The server&apos;s name or address, or the folder of its Unix socket</source>
        <translation>服务器的名称或地址，或其 Unix 套接字所在的文件夹</translation>
    </message>
    <message>
        <source>Empty: your user name on this computer</source>
        <translation>留空：使用您在这台计算机上的用户名</translation>
    </message>
    <message>
        <source>TLS encrypts the connection; verify-full also checks that the server is the one named</source>
        <translation>TLS 加密连接；verify-full 还会检查服务器是否就是所指定的那一台</translation>
    </message>
    <message>
        <source>Kept until Lectern quits, never saved. Lectern also finds passwords in ~/.pgpass, PGPASSWORD and service files, as every PostgreSQL program does.</source>
        <translation>保留到 Lectern 退出，从不保存。与所有 PostgreSQL 程序一样，Lectern 也会在 ~/.pgpass、PGPASSWORD 和服务文件中查找密码。</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T)：</translation>
    </message>
    <message>
        <source>Name the database the library is in.</source>
        <translation>请填写文献库所在的数据库。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ConnectionStatus</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>重新连接(&amp;C)</translation>
    </message>
    <message>
        <source>Open the library again, once its server answers</source>
        <translation>服务器恢复响应后重新打开文献库</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>与 %1 的连接已断开。</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>正在等待 %1…</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::DetailPaneController</name>
    <message>
        <source>Cannot read the paper: %1</source>
        <translation>无法读取论文：%1</translation>
    </message>
    <message>
        <source>paper %1</source>
        <translation>论文 %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::DuplicatesWindow</name>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>发表处</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
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
        <translation>集合</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Merge into &amp;Left</source>
        <translation>合并到左侧(&amp;L)</translation>
    </message>
    <message>
        <source>Merge into &amp;Right</source>
        <translation>合并到右侧(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Not Duplicates</source>
        <translation>不是重复(&amp;N)</translation>
    </message>
    <message>
        <source>Possible Duplicates</source>
        <translation>可能的重复</translation>
    </message>
    <message>
        <source>Pairs of papers that may be one</source>
        <translation>可能是同一篇的论文对</translation>
    </message>
    <message>
        <source>The two papers, field by field</source>
        <translation>两篇论文，逐字段对比</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Keep the left paper, with what it lacks taken from the right one</source>
        <translation>保留左侧论文，并从右侧论文补全其缺少的信息</translation>
    </message>
    <message>
        <source>Keep the right paper, with what it lacks taken from the left one</source>
        <translation>保留右侧论文，并从左侧论文补全其缺少的信息</translation>
    </message>
    <message>
        <source>These are two papers: no longer list them as possible duplicates</source>
        <translation>这是两篇不同的论文：不再将其列为可能的重复</translation>
    </message>
    <message>
        <source>Fields that differ are in bold.</source>
        <translation>不同的字段以粗体显示。</translation>
    </message>
    <message>
        <source>Looking for papers that may be one…</source>
        <translation>正在查找可能重复的论文…</translation>
    </message>
    <message>
        <source>%1
%2 · papers %3 and %4</source>
        <translation>%1
%2 · 论文 %3 和 %4</translation>
    </message>
    <message>
        <source>No papers of the library look like one another.</source>
        <translation>库中没有看起来相同的论文。</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of papers may be one. Compare them, then merge each pair or mark it as two papers.</source>
        <translation>
            <numerusform>%n 对论文可能是同一篇。请比较后合并每一对，或将其标记为两篇论文。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ExportDialog</name>
    <message>
        <source>Markdown reading list</source>
        <translation>Markdown 阅读列表</translation>
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
        <translation>CSV（电子表格）</translation>
    </message>
    <message>
        <source>HTML page</source>
        <translation>HTML 网页</translation>
    </message>
    <message>
        <source>With the abstracts</source>
        <translation>包含摘要</translation>
    </message>
    <message>
        <source>Letters beyond ASCII as LaTeX commands</source>
        <translation>将 ASCII 以外的字母写为 LaTeX 命令</translation>
    </message>
    <message>
        <source>Byte order mark, for spreadsheet programs</source>
        <translation>字节顺序标记，供电子表格程序使用</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>The selected papers (%1)</source>
        <translation>选中的论文（%1）</translation>
    </message>
    <message>
        <source>The papers shown (%1)</source>
        <translation>显示的论文（%1）</translation>
    </message>
    <message>
        <source>Reading list “%1” (%2)</source>
        <translation>阅读列表“%1”（%2）</translation>
    </message>
    <message>
        <source>The whole library (%1)</source>
        <translation>整个文献库（%1）</translation>
    </message>
    <message>
        <source>Papers</source>
        <translation>论文</translation>
    </message>
    <message>
        <source>A heading for the list (optional)</source>
        <translation>列表的标题（可选）</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Papers:</source>
        <translation>论文(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>标题(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Preview of the first entries:</source>
        <translation>前几个条目的预览：</translation>
    </message>
    <message numerus="yes">
        <source>%n paper(s) will be exported.</source>
        <translation>
            <numerusform>将导出 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… 还有 %n 篇。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>无法读取文献库：%1</translation>
    </message>
    <message>
        <source>reading-list</source>
        <translation>阅读列表</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>There are no papers to export. Replace %1 with an empty file?</source>
        <translation>没有要导出的论文。要用空文件替换 %1 吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Mark the titles Lectern inferred from the abstract</source>
        <translation>标记 Lectern 从摘要推断的标题</translation>
    </message>
    <message>
        <source>Writes “%1” beside each such title, so that nobody cites it as the paper&apos;s own.</source>
        <translation>在每个此类标题旁写入“%1”，以免有人将其当作论文自己的标题引用。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ExportPreview</name>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::HistoryList</name>
    <message>
        <source>tagged %1</source>
        <translation>添加标签 %1</translation>
    </message>
    <message>
        <source>tag %1 removed</source>
        <translation>移除标签 %1</translation>
    </message>
    <message>
        <source>note written</source>
        <translation>写了笔记</translation>
    </message>
    <message>
        <source>highlighted “%1”</source>
        <translation>高亮“%1”</translation>
    </message>
    <message>
        <source>highlight “%1” removed</source>
        <translation>移除高亮“%1”</translation>
    </message>
    <message>
        <source>added to the list %1</source>
        <translation>加入列表 %1</translation>
    </message>
    <message>
        <source>removed from the list %1</source>
        <translation>移出列表 %1</translation>
    </message>
    <message>
        <source>record edited</source>
        <translation>编辑了记录</translation>
    </message>
    <message>
        <source>titled “%1”</source>
        <translation>标题改为“%1”</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>从 %1 导入</translation>
    </message>
    <message>
        <source>included in the review %1</source>
        <translation>在综述 %1 中纳入</translation>
    </message>
    <message>
        <source>excluded in the review %1</source>
        <translation>在综述 %1 中排除</translation>
    </message>
    <message>
        <source>marked maybe in the review %1</source>
        <translation>在综述 %1 中标为待定</translation>
    </message>
    <message>
        <source>decision taken back in the review %1</source>
        <translation>撤回综述 %1 中的决定</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h ago</source>
        <translation>
            <numerusform>%n 小时前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>what was done, when</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 by %2, %3</source>
        <comment>what was done, by whom, when</comment>
        <translation>%2 %1，%3</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>What was done to this paper, by whom and when, newest first.</source>
        <translation>这篇论文经历的操作、操作者和时间，最新的在前。</translation>
    </message>
    <message>
        <source>merged with its duplicate “%1”</source>
        <translation>与其重复项“%1”合并</translation>
    </message>
    <message>
        <source>removed from the library (“%1”)</source>
        <translation>已从库中删除（“%1”）</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ImportController</name>
    <message>
        <source>Import Abstracts</source>
        <translation>导入摘要</translation>
    </message>
    <message>
        <source>Abstracts and references (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;Text files (*.txt *.text *.md);;RIS files (*.ris);;BibTeX files (*.bib);;Web of Science exports (*.txt *.ciw);;PubMed files (*.nbib *.txt);;CSV files (*.csv *.tsv);;JSON files (*.json *.jsonl);;All files (*)</source>
        <translation>摘要和参考文献 (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;文本文件 (*.txt *.text *.md);;RIS 文件 (*.ris);;BibTeX 文件 (*.bib);;Web of Science 导出文件 (*.txt *.ciw);;PubMed 文件 (*.nbib *.txt);;CSV 文件 (*.csv *.tsv);;JSON 文件 (*.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>found before this import, which was not started</source>
        <translation>在本次导入之前发现，导入未开始</translation>
    </message>
    <message>
        <source>Nothing was imported: this window only reads the library.</source>
        <translation>未导入任何内容：此窗口只能读取文献库。</translation>
    </message>
    <message>
        <source>Importing abstracts…</source>
        <translation>正在导入摘要…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>导入进度</translation>
    </message>
    <message>
        <source>Saving the library…</source>
        <translation>正在保存文献库…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <source>Import cancelled; the library is unchanged.</source>
        <translation>导入已取消；文献库未更改。</translation>
    </message>
    <message numerus="yes">
        <source>Import of %n Paper(s)</source>
        <translation>
            <numerusform>导入 %n 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished: %1 new, %2 merged into papers of the library, %3 already in it.</source>
        <translation>导入完成：新增 %1 篇，%2 篇合并到文献库中已有的论文，%3 篇已存在。</translation>
    </message>
    <message>
        <source>Import finished: %1 new, %2 already in the library.</source>
        <translation>导入完成：新增 %1 篇，%2 篇已在文献库中。</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <source>%1: no abstracts found.</source>
        <translation>%1：未找到摘要。</translation>
    </message>
    <message>
        <source>%1, line %2: skipped %3</source>
        <translation>%1，第 %2 行：已跳过（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more record(s) skipped</source>
        <translation>
            <numerusform>%1：另有 %n 条记录被跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo Import</source>
        <translation>撤销导入(&amp;U)</translation>
    </message>
    <message>
        <source>Import cancelled. %1</source>
        <extracomment>%1 is a sentence of its own, saying that the library file moved.</extracomment>
        <translation>导入已取消。%1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies the next time Lectern starts.</source>
        <translation>新语言将在下次启动 Lectern 时生效。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LibraryController</name>
    <message>
        <source>The library was backed up.</source>
        <translation>文献库已备份。</translation>
    </message>
    <message>
        <source>No backup could be made: %1</source>
        <translation>无法创建备份：%1</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>无法打开文献库</translation>
    </message>
    <message>
        <source>Open Library</source>
        <translation>打开文献库</translation>
    </message>
    <message>
        <source>Lectern libraries (*.sqlite);;All files (*)</source>
        <translation>Lectern 文献库 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The server does not answer.</source>
        <translation>服务器没有响应。</translation>
    </message>
    <message>
        <source>process %1, %2</source>
        <translation>进程 %1，%2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>另一个进程</translation>
    </message>
    <message>
        <source>Library in Use</source>
        <translation>文献库正在使用</translation>
    </message>
    <message>
        <source>%1 is open in another Lectern window (%2). One window at a time changes a library; this one can show it read-only.</source>
        <translation>%1 已在另一个 Lectern 窗口中打开（%2）。同一时间只有一个窗口可以修改文献库；此窗口可以以只读方式显示它。</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>以只读方式打开(&amp;R)</translation>
    </message>
    <message>
        <source>The library is damaged</source>
        <translation>文献库已损坏</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Nothing more should be written to it: restore its newest good backup. The damaged library is kept beside the backups.</source>
        <translation>%1 已损坏（%2）。不应再向其中写入任何内容：请恢复其最新的完好备份。已损坏的文献库会保留在备份旁边。</translation>
    </message>
    <message>
        <source>&amp;Restore from Backup…</source>
        <translation>从备份恢复(&amp;R)…</translation>
    </message>
    <message>
        <source>Restore from Backup</source>
        <translation>从备份恢复</translation>
    </message>
    <message>
        <source>There is no backup of this library yet. Lectern makes one each day the library is open, and before a large import.</source>
        <translation>此文献库尚无备份。Lectern 会在文献库打开期间每天备份一次，并在大批量导入前进行备份。</translation>
    </message>
    <message>
        <source>Another Lectern window has this library open: restore its backup there.</source>
        <translation>另一个 Lectern 窗口已打开此文献库：请在那里恢复其备份。</translation>
    </message>
    <message>
        <source>Nothing was restored</source>
        <translation>未恢复任何内容</translation>
    </message>
    <message>
        <source>The backup was restored; the library as it was is kept as a backup.</source>
        <translation>备份已恢复；恢复前的文献库已保存为备份。</translation>
    </message>
    <message>
        <source>The library was replaced by another program and has been opened again.</source>
        <translation>文献库已被其他程序替换，已重新打开。</translation>
    </message>
    <message>
        <source>The library was replaced by another program and cannot be opened again; nothing more is written to it.</source>
        <translation>文献库已被其他程序替换，无法重新打开；不会再向其写入任何内容。</translation>
    </message>
    <message>
        <source>The library file was moved, removed or replaced by another program; nothing more is written to it. Open it again (File → Open Library…) to see it as it is now.</source>
        <translation>文献库文件已被其他程序移动、删除或替换；不会再向其写入任何内容。请重新打开它（文件 → 打开文献库…）以查看其当前内容。</translation>
    </message>
    <message>
        <source>What the library file&apos;s journal held could not be written into it: %1</source>
        <translation>文献库文件日志中的内容无法写入该文件：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::LibraryEditor</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>the library is damaged, and nothing more is written to it: restore a backup (File → Restore from Backup…)</source>
        <translation>文献库已损坏，不会再向其写入任何内容：请恢复备份（文件 → 从备份恢复…）</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Paper(s)</source>
        <translation>
            <numerusform>删除 %n 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Collection %1</source>
        <translation>删除合集%1</translation>
    </message>
    <message>
        <source>New Reading List %1</source>
        <translation>新建阅读列表%1</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>添加到%1</translation>
    </message>
    <message>
        <source>Remove from %1</source>
        <translation>从%1中移除</translation>
    </message>
    <message>
        <source>Reorder %1</source>
        <translation>重新排序%1</translation>
    </message>
    <message>
        <source>Rename List %1</source>
        <translation>重命名列表%1</translation>
    </message>
    <message>
        <source>Describe %1</source>
        <translation>编辑%1的描述</translation>
    </message>
    <message>
        <source>Delete List %1</source>
        <translation>删除列表%1</translation>
    </message>
    <message>
        <source>Edit Title</source>
        <translation>编辑标题</translation>
    </message>
    <message>
        <source>Tag with %1</source>
        <translation>添加标签%1</translation>
    </message>
    <message numerus="yes">
        <source>Tag %n Papers with %1</source>
        <translation>
            <numerusform>为 %n 篇论文添加标签%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Tag %1</source>
        <translation>移除标签%1</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>将%1合并到%2</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将%1重命名为%2</translation>
    </message>
    <message>
        <source>Delete Tag %1</source>
        <translation>删除标签%1</translation>
    </message>
    <message>
        <source>Change Colour of %1</source>
        <translation>更改%1的颜色</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>Remove Highlight</source>
        <translation>移除高亮</translation>
    </message>
    <message>
        <source>Edit Highlight Comment</source>
        <translation>编辑高亮批注</translation>
    </message>
    <message>
        <source>Save Search %1</source>
        <translation>保存搜索%1</translation>
    </message>
    <message>
        <source>Rename Saved Search %1</source>
        <translation>重命名已保存的搜索%1</translation>
    </message>
    <message>
        <source>Delete Saved Search %1</source>
        <translation>删除已保存的搜索%1</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>编辑笔记</translation>
    </message>
    <message>
        <source>the library is open in another Lectern window, and this one only reads it</source>
        <translation>该文献库已在另一个 Lectern 窗口中打开，此窗口只能读取</translation>
    </message>
    <message>
        <source>the connection to the library&apos;s server was lost: reconnect first (File → Reconnect)</source>
        <translation>与文献库服务器的连接已断开：请先重新连接（文件 → 重新连接）</translation>
    </message>
    <message>
        <source>Edit Reference</source>
        <translation>编辑文献信息</translation>
    </message>
    <message>
        <source>Merge Papers</source>
        <translation>合并论文</translation>
    </message>
    <message>
        <source>Mark as Distinct Papers</source>
        <translation>标记为不同的论文</translation>
    </message>
    <message>
        <source>the note was changed by someone else since; undoing would write over it</source>
        <translation>笔记已被他人修改；撤销会覆盖其修改</translation>
    </message>
    <message>
        <source>the title was changed by someone else since; undoing would write over it</source>
        <translation>标题已被他人修改；撤销会覆盖其修改</translation>
    </message>
    <message>
        <source>the library file was moved, removed or replaced by another program: open it again (File → Open Library…)</source>
        <translation>文献库文件已被其他程序移动、删除或替换：请重新打开它（文件 → 打开文献库…）</translation>
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
        <translation>更改阅读状态</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import Abstracts…</source>
        <translation>导入摘要(&amp;I)…</translation>
    </message>
    <message>
        <source>Import text files of abstracts (%1)</source>
        <translation>导入摘要文本文件（%1）</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Open Library…</source>
        <translation>打开文献库(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Library</source>
        <translation>打开演示文献库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Restore from Backup…</source>
        <translation>从备份恢复(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Copy as &amp;BibTeX</source>
        <translation>复制为 BibTeX(&amp;B)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>复制为 Markdown(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Save Search…</source>
        <translation>保存搜索(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>论文(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>综述(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New Review…</source>
        <translation>新建综述(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>筛选(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>Show &amp;Papers</source>
        <translation>显示论文(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>Sidebar &amp;Counts Follow the Search</source>
        <translation>侧边栏计数跟随搜索(&amp;C)</translation>
    </message>
    <message>
        <source>Count only the papers the search finds in each sidebar entry</source>
        <translation>在侧边栏的每个条目中只统计搜索找到的论文</translation>
    </message>
    <message>
        <source>Mark Opened Papers as &amp;Reading</source>
        <translation>将打开的论文标记为在读(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>An unread paper shown for %n second(s) becomes &quot;reading&quot;</source>
        <translation>
            <numerusform>未读论文显示 %n 秒后变为“在读”</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Lectern</source>
        <translation>关于 Lectern(&amp;A)</translation>
    </message>
    <message>
        <source>About Lectern</source>
        <translation>关于 Lectern</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lectern %1&lt;/h3&gt;&lt;p&gt;Read, search, tag and review research-paper abstracts, offline.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lectern %1&lt;/h3&gt;&lt;p&gt;离线阅读和搜索研究论文摘要，为其添加标签并进行综述。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n paper(s).</source>
        <translation>
            <numerusform>已导出 %n 篇论文。</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a search first; then it can be saved under a name.</source>
        <translation>请先输入搜索内容，然后才能为其命名并保存。</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Name for “%1”:</source>
        <translation>“%1”的名称：</translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>无法读取文献库：%1</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Another Lectern window has this library open and edits it; this one only reads it.</source>
        <translation>另一个 Lectern 窗口已打开并正在编辑此文献库；此窗口只能读取。</translation>
    </message>
    <message>
        <source>Connect to &amp;Team Library…</source>
        <translation>连接团队文献库(&amp;T)…</translation>
    </message>
    <message>
        <source>Screening Window</source>
        <translation>筛选窗口</translation>
    </message>
    <message>
        <source>Possible &amp;Duplicates…</source>
        <translation>可能的重复(&amp;D)…</translation>
    </message>
    <message>
        <source>Take &amp;Offline</source>
        <translation>离线带走(&amp;O)</translation>
    </message>
    <message>
        <source>No review of this library was taken offline</source>
        <translation>此库中没有离线带出的综述</translation>
    </message>
    <message>
        <source>S&amp;end Decisions</source>
        <translation>发送决定(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::NoteEditor</name>
    <message>
        <source>[image: %1]</source>
        <translation>[图片：%1]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Rendered note</source>
        <translation>渲染后的笔记</translation>
    </message>
    <message>
        <source>Show the note rendered, or its Markdown source (%1)</source>
        <translation>显示渲染后的笔记或其 Markdown 源文本（%1）</translation>
    </message>
    <message>
        <source>Write a note in Markdown…</source>
        <translation>用 Markdown 编写笔记…</translation>
    </message>
    <message>
        <source>Select a paper to write a note.</source>
        <translation>选择一篇论文以编写笔记。</translation>
    </message>
    <message>
        <source>Your Markdown note on this paper, saved as you type.</source>
        <translation>您对这篇论文的 Markdown 笔记，输入时自动保存。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your note on the paper, in Markdown (&lt;code&gt;*emphasis*&lt;/code&gt;, &lt;code&gt;**bold**&lt;/code&gt;, &lt;code&gt;- lists&lt;/code&gt;, &lt;code&gt;$maths$&lt;/code&gt;). It is saved as you pause, when you choose another paper and when you quit, and found by searches (&lt;code&gt;note:word&lt;/code&gt;). Ctrl+Shift+P shows it rendered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;您对这篇论文的笔记，使用 Markdown 格式（&lt;code&gt;*强调*&lt;/code&gt;、&lt;code&gt;**粗体**&lt;/code&gt;、&lt;code&gt;- 列表&lt;/code&gt;、&lt;code&gt;$公式$&lt;/code&gt;）。笔记会在您停止输入时、选择另一篇论文时以及退出时自动保存，并且可以被搜索到（&lt;code&gt;note:词语&lt;/code&gt;）。按 Ctrl+Shift+P 可显示渲染后的效果。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No note. This window only reads the library.</source>
        <translation>没有笔记。此窗口只能读取文献库。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::NoteMergeDialog</name>
    <message>
        <source>Note Changed by Someone Else</source>
        <translation>笔记已被他人修改</translation>
    </message>
    <message>
        <source>While you were typing, someone else saved the note on “%1”. Theirs is on the left; yours, on the right, is what will be saved: copy into it what you want to keep of theirs.</source>
        <translation>在您输入时，他人保存了“%1”的笔记。左侧是对方的笔记；右侧是您的笔记，将被保存：请把对方笔记中想保留的内容复制到右侧。</translation>
    </message>
    <message>
        <source>&amp;Their note (saved)</source>
        <translation>对方的笔记（已保存）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Your note</source>
        <translation>您的笔记(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Save Your Note</source>
        <translation>保存您的笔记(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep Their Note</source>
        <translation>保留对方的笔记(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::OfflineReviewController</name>
    <message>
        <source>Paper %1</source>
        <translation>论文 %1</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1（%2）</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 篇</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to send: %1 has every decision on “%2”.</source>
        <translation>无需发送：%1 已有“%2”的全部决定。</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) on “%1” sent to %2.</source>
        <translation>
            <numerusform>已将“%1”的 %n 个决定发送到 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided meanwhile by someone else:</source>
        <translation>期间已由他人决定：</translation>
    </message>
    <message>
        <source>Not sent, as you decided them again on the team library later:</source>
        <translation>未发送，因为你之后在团队库中重新决定了它们：</translation>
    </message>
    <message>
        <source>Not sent, as the review on the team library no longer has them:</source>
        <translation>未发送，因为团队库中的综述已不再包含它们：</translation>
    </message>
    <message>
        <source>Decisions Sent</source>
        <translation>决定已发送</translation>
    </message>
    <message>
        <source>%1 (offline).sqlite</source>
        <translation>%1（离线）.sqlite</translation>
    </message>
    <message>
        <source>Take “%1” Offline</source>
        <translation>离线带走“%1”</translation>
    </message>
    <message>
        <source>Lectern libraries (*.sqlite)</source>
        <translation>Lectern 库 (*.sqlite)</translation>
    </message>
    <message>
        <source>Review Taken Offline</source>
        <translation>综述已离线带走</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is in %2: %n paper(s)</source>
        <translation>
            <numerusform>“%1”已保存在 %2：%n 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>Screen it there without the server; Review → Send Decisions in it puts your decisions back on the team library.</source>
        <translation>在那里无需服务器即可筛选；在其中使用 综述 → 发送决定 将你的决定放回团队库。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your decisions came along.</source>
        <translation>
            <numerusform>带上了你的 %n 个决定。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>The review was not taken offline</source>
        <translation>综述未能离线带走</translation>
    </message>
    <message>
        <source>The decisions were not sent</source>
        <translation>决定未发送</translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation>离线：%1</translation>
    </message>
    <message>
        <source>Taken offline from a team library; Review → Send Decisions puts your decisions back.</source>
        <translation>从团队库离线带出；综述 → 发送决定 可将你的决定放回。</translation>
    </message>
    <message>
        <source>Send Decisions</source>
        <translation>发送决定</translation>
    </message>
    <message>
        <source>Send your decisions on “%1” to %2?</source>
        <translation>将你对“%1”的决定发送到 %2？</translation>
    </message>
    <message>
        <source>The review was taken offline from there.</source>
        <translation>此综述是从那里离线带出的。</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>发送(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::OthersNotesView</name>
    <message>
        <source>Other members&apos; notes</source>
        <translation>其他成员的笔记</translation>
    </message>
    <message>
        <source>&lt;p&gt;What the other members of the team library wrote on this paper, each under their name. Only they can change their notes; yours is the one above.&lt;/p&gt;</source>
        <translation>&lt;p&gt;团队库其他成员对这篇论文写的笔记，各自署名。只有他们本人可以修改自己的笔记；你的笔记在上方。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No other member has a note on this paper.</source>
        <translation>没有其他成员为这篇论文写过笔记。</translation>
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
        <translation>添加标签(&amp;T)…</translation>
    </message>
    <message>
        <source>Edit &amp;Title</source>
        <translation>编辑标题(&amp;T)</translation>
    </message>
    <message>
        <source>Edit &amp;Reference…</source>
        <translation>编辑文献信息(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Highlight Selection</source>
        <translation>高亮所选内容(&amp;H)</translation>
    </message>
    <message>
        <source>Select a passage of the abstract to highlight it.</source>
        <translation>选择摘要中的一段文字即可将其高亮。</translation>
    </message>
    <message>
        <source>Toggle &amp;Read</source>
        <translation>切换已读(&amp;R)</translation>
    </message>
    <message>
        <source>Toggle Read</source>
        <translation>切换已读</translation>
    </message>
    <message>
        <source>Mark &amp;As</source>
        <translation>标记为(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Unread</source>
        <translation>未读(&amp;U)</translation>
    </message>
    <message>
        <source>Rea&amp;ding</source>
        <translation>在读(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>已读(&amp;R)</translation>
    </message>
    <message>
        <source>Mark as %1</source>
        <translation>标记为%1</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>星标(&amp;S)</translation>
    </message>
    <message>
        <source>Toggle Star</source>
        <translation>切换星标</translation>
    </message>
    <message>
        <source>Ra&amp;ting</source>
        <translation>评分(&amp;T)</translation>
    </message>
    <message>
        <source>No Rating</source>
        <translation>无评分</translation>
    </message>
    <message numerus="yes">
        <source>Rate %n Star(s)</source>
        <translation>
            <numerusform>评为 %n 星</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to Reading &amp;List</source>
        <translation>添加到阅读列表(&amp;L)</translation>
    </message>
    <message>
        <source>Add to Reading List…</source>
        <translation>添加到阅读列表…</translation>
    </message>
    <message>
        <source>Remove from This List</source>
        <translation>从此列表中移除</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>添加标签</translation>
    </message>
    <message numerus="yes">
        <source>Tag %n selected paper(s) with:</source>
        <translation>
            <numerusform>为选中的 %n 篇论文添加标签：</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>移除标签</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n paper(s) as %1.</source>
        <translation>
            <numerusform>已将 %n 篇论文复制为 %1。</numerusform>
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
        <translation>新建列表(&amp;N)…</translation>
    </message>
    <message>
        <source>New Reading List</source>
        <translation>新建阅读列表</translation>
    </message>
    <message>
        <source>Name of the new list:</source>
        <translation>新列表的名称：</translation>
    </message>
    <message>
        <source>Add to Reading List</source>
        <translation>添加到阅读列表</translation>
    </message>
    <message numerus="yes">
        <source>Add %n paper(s) to the list (a new name makes a new list):</source>
        <translation>
            <numerusform>将 %n 篇论文添加到列表（输入新名称将新建列表）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Title Changed by Someone Else</source>
        <translation>标题已被他人修改</translation>
    </message>
    <message>
        <source>While you were editing it, someone else retitled this paper.

Their title, saved:
%1

Your title:
%2</source>
        <translation>在您编辑时，他人修改了这篇论文的标题。

对方的标题（已保存）：
%1

您的标题：
%2</translation>
    </message>
    <message>
        <source>&amp;Save Your Title</source>
        <translation>保存您的标题(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep Their Title</source>
        <translation>保留对方的标题(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;More Like This</source>
        <translation>相似论文(&amp;M)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperDetailView</name>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>粉色</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>No abstract: the record this paper came from has none.</source>
        <translation>无摘要：此论文的来源记录中没有摘要。</translation>
    </message>
    <message>
        <source>Show Source</source>
        <translation>显示源文本</translation>
    </message>
    <message>
        <source>Show the abstract exactly as imported, with its Markdown and TeX</source>
        <translation>按导入时的原样显示摘要，包括其中的 Markdown 和 TeX 标记</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>Highlight the selected passage</source>
        <translation>高亮所选段落</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>高亮</translation>
    </message>
    <message>
        <source>Remove Highlight</source>
        <translation>移除高亮</translation>
    </message>
    <message>
        <source>Select a paper to read its abstract.</source>
        <translation>选择一篇论文以阅读其摘要。</translation>
    </message>
    <message>
        <source>Title inferred from the abstract; press F2 in the list to edit it.</source>
        <translation>标题是根据摘要推断的；在列表中按 F2 可编辑。</translation>
    </message>
    <message>
        <source>in %1</source>
        <comment>the reading lists a paper is in</comment>
        <translation>所在列表：%1</translation>
    </message>
    <message>
        <source>Highlight with Comment…</source>
        <translation>高亮并添加批注…</translation>
    </message>
    <message>
        <source>Comment on the highlighted passage:</source>
        <translation>对高亮段落的批注：</translation>
    </message>
    <message>
        <source>Edit Comment…</source>
        <translation>编辑批注…</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Authors, venue and year</source>
        <translation>作者、出处和年份</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>The abstract of the paper chosen in the list, with its maths and emphasis rendered.</source>
        <translation>列表中所选论文的摘要，其中的数学公式和强调格式已渲染。</translation>
    </message>
    <message>
        <source>Highlights the passage selected in the abstract in yellow; its menu offers other colours and a comment.</source>
        <translation>将摘要中选中的段落以黄色高亮；其菜单中还可选择其他颜色或添加批注。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The paper chosen in the list: its title, authors and tags, the abstract, your highlights and your note. Type tags in the tag field (a comma between several); select a passage and press Highlight to mark it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;列表中所选的论文：标题、作者和标签，摘要，以及您的高亮和笔记。在标签框中输入标签（多个标签用逗号分隔）；选中一段文字后按“高亮”即可将其标记。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Show the record&apos;s authors, venue, identifiers and other fields</source>
        <translation>显示记录的作者、发表处、标识符和其他字段</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最近的更改</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Show what was done to this paper, by whom and when</source>
        <translation>显示这篇论文经历的操作、操作者和时间</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperListController</name>
    <message>
        <source>Papers shown</source>
        <translation>显示的论文</translation>
    </message>
    <message>
        <source>Cannot read the library: %1</source>
        <translation>无法读取文献库：%1</translation>
    </message>
    <message>
        <source>%1+ of %2 papers</source>
        <translation>%1+ / %2 篇论文</translation>
    </message>
    <message>
        <source>%1 of %2 papers, too many to rank by relevance</source>
        <translation>%1 / %2 篇论文，数量过多，无法按相关度排序</translation>
    </message>
    <message>
        <source>%1 of %2 papers</source>
        <translation>%1 / %2 篇论文</translation>
    </message>
    <message>
        <source>No papers in “%1”.</source>
        <translation>“%1”中没有论文。</translation>
    </message>
    <message>
        <source>No papers match “%1”.</source>
        <translation>没有与“%1”匹配的论文。</translation>
    </message>
    <message>
        <source>No papers in “%1” match “%2”.</source>
        <translation>“%1”中没有与“%2”匹配的论文。</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>搜索：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PaperTableModel</name>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>在读</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n 星</numerusform>
        </translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>已加星标</translation>
    </message>
    <message>
        <source>Not starred</source>
        <translation>未加星标</translation>
    </message>
    <message>
        <source>%1
(title inferred from the abstract; press F2 to edit it)</source>
        <translation>%1
（标题是根据摘要推断的；按 F2 可编辑）</translation>
    </message>
    <message>
        <source>Rating: keys 0 to 5, or click a star</source>
        <translation>评分：按 0 到 5 键，或点击星星</translation>
    </message>
    <message>
        <source>Star: key S, or click</source>
        <translation>星标：按 S 键，或点击</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>合集</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加日期</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Incl.</source>
        <translation>纳入</translation>
    </message>
    <message>
        <source>Inclusion keyword hits</source>
        <translation>纳入关键词命中数</translation>
    </message>
    <message>
        <source>Excl.</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>Exclusion keyword hits</source>
        <translation>排除关键词命中数</translation>
    </message>
    <message>
        <source>%1 et al.</source>
        <translation>%1 等</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>发表于</translation>
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
        <translation>论文</translation>
    </message>
    <message>
        <source>The papers found. Space toggles read, S stars, 0 to 5 rate, F2 edits the title, Ctrl+T tags the selected papers.</source>
        <translation>找到的论文。空格键切换已读，S 加星标，0 到 5 评分，F2 编辑标题，Ctrl+T 为所选论文添加标签。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The papers of the entry chosen in the sidebar that the search finds. Arrow keys choose a paper, whose abstract the pane beside shows. Space toggles read and unread, S stars, 0 to 5 rate, F2 edits the title, Delete deletes; the Paper menu has the same. Click a column&apos;s header to sort by it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;侧边栏所选条目中与搜索匹配的论文。用方向键选择论文，旁边的窗格会显示其摘要。空格键切换已读和未读，S 加星标，0 到 5 评分，F2 编辑标题，Delete 删除；“论文”菜单中也有相同的命令。点击列标题可按该列排序。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PrismaDiagram</name>
    <message>
        <source>%1 (n = %2)</source>
        <translation>%1（n = %2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Records identified</source>
        <translation>已识别的记录</translation>
    </message>
    <message>
        <source>Records removed before screening</source>
        <translation>筛选前移除的记录</translation>
    </message>
    <message>
        <source>Duplicate records</source>
        <translation>重复记录</translation>
    </message>
    <message>
        <source>Records screened</source>
        <translation>已筛选的记录</translation>
    </message>
    <message>
        <source>Records excluded</source>
        <translation>已排除的记录</translation>
    </message>
    <message>
        <source>Awaiting a decision</source>
        <translation>等待决定</translation>
    </message>
    <message>
        <source>Marked maybe: %1</source>
        <translation>标为待定：%1</translation>
    </message>
    <message>
        <source>Reviewers disagree: %1</source>
        <translation>审阅人意见不一：%1</translation>
    </message>
    <message>
        <source>Not yet screened</source>
        <translation>尚未筛选</translation>
    </message>
    <message>
        <source>Records included</source>
        <translation>已纳入的记录</translation>
    </message>
    <message>
        <source>Identification</source>
        <translation>识别</translation>
    </message>
    <message>
        <source>Screening</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>纳入</translation>
    </message>
    <message>
        <source>PRISMA 2020 flow diagram, made by Lectern</source>
        <translation>PRISMA 2020 流程图，由 Lectern 生成</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::PrismaView</name>
    <message>
        <source>PRISMA flow diagram</source>
        <translation>PRISMA 流程图</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::RecentLibrariesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>打开最近的文献库(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Your Library</source>
        <translation>我的文献库(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReferenceDialog</name>
    <message>
        <source>Edit Reference</source>
        <translation>编辑文献信息</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>e.g. article, inproceedings, JOUR</source>
        <translation>例如 article、inproceedings、JOUR</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>发表处</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>卷</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>期</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页码</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>出版商</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>e.g. 10.1000/xyz123</source>
        <translation>例如 10.1000/xyz123</translation>
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
        <translation>关键词</translation>
    </message>
    <message>
        <source>Separated by semicolons</source>
        <translation>以分号分隔</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>引用键</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>其他字段</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Add Field</source>
        <translation>添加字段</translation>
    </message>
    <message>
        <source>Remove Field</source>
        <translation>删除字段</translation>
    </message>
    <message>
        <source>“%1” is not a DOI: a DOI starts with 10. and a slash follows, as in 10.1000/xyz123.</source>
        <translation>“%1”不是 DOI：DOI 以 10. 开头，其后有一个斜杠，例如 10.1000/xyz123。</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id, such as 2101.00001 or math/0211159.</source>
        <translation>“%1”不是 arXiv 编号，例如 2101.00001 或 math/0211159。</translation>
    </message>
    <message>
        <source>“%1” is not a PubMed id: it is a number, such as 12345678.</source>
        <translation>“%1”不是 PubMed 编号：它是一个数字，例如 12345678。</translation>
    </message>
    <message>
        <source>“%1” is not a link: a link starts with its scheme, as in https://example.org/paper.</source>
        <translation>“%1”不是链接：链接以协议开头，例如 https://example.org/paper。</translation>
    </message>
    <message>
        <source>One per line: Family, Given</source>
        <translation>每行一个：姓, 名</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>每行一个</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReferenceView</name>
    <message>
        <source>Journal article</source>
        <translation>期刊论文</translation>
    </message>
    <message>
        <source>Conference paper</source>
        <translation>会议论文</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>图书</translation>
    </message>
    <message>
        <source>Book chapter</source>
        <translation>图书章节</translation>
    </message>
    <message>
        <source>Thesis</source>
        <translation>学位论文</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Preprint</source>
        <translation>预印本</translation>
    </message>
    <message>
        <source>Reference details</source>
        <translation>文献详情</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>发表于</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>卷</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>期</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页码</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>出版社</translation>
    </message>
    <message>
        <source>Editors</source>
        <translation>编者</translation>
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
        <translation>关键词</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>引用键</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>The source gave no more than the title and the abstract.</source>
        <translation>来源只提供了标题和摘要。</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Correct the record&apos;s authors, venue, identifiers and other fields</source>
        <translation>更正记录的作者、发表处、标识符和其他字段</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::RestoreDialog</name>
    <message>
        <source>Restore from Backup</source>
        <translation>从备份恢复</translation>
    </message>
    <message>
        <source>The library is replaced by the backup you choose. What it holds now is kept as a backup first, so a restore can be undone by restoring that one.</source>
        <translation>文献库将被您选择的备份替换。其当前内容会先保存为一个备份，因此恢复那个备份即可撤销本次恢复。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>备份</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewController</name>
    <message>
        <source>The review was not made</source>
        <translation>未能创建综述</translation>
    </message>
    <message>
        <source>The review cannot be opened</source>
        <translation>无法打开综述</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewDialog</name>
    <message>
        <source>New Review</source>
        <translation>新建综述</translation>
    </message>
    <message numerus="yes">
        <source>The papers shown (%n)</source>
        <translation>
            <numerusform>当前显示的论文（%n 篇）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected papers (%n)</source>
        <translation>
            <numerusform>选中的论文（%n 篇）</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit Review</source>
        <translation>编辑综述</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Each reviewer sees only their own &amp;decisions</source>
        <translation>每位审阅人只能看到自己的决定(&amp;D)</translation>
    </message>
    <message>
        <source>Proton pump inhibitors</source>
        <translation>质子泵抑制剂</translation>
    </message>
    <message>
        <source>The question the review answers</source>
        <translation>本综述要回答的问题</translation>
    </message>
    <message>
        <source>Shown green; separated by ;</source>
        <translation>以绿色显示；用 ; 分隔</translation>
    </message>
    <message>
        <source>Shown red; separated by ;</source>
        <translation>以红色显示；用 ; 分隔</translation>
    </message>
    <message>
        <source>One per line; picked with 1–9 while screening</source>
        <translation>每行一条；筛选时按 1–9 选择</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>问题(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Inclusion criteria:</source>
        <translation>纳入标准(&amp;I)：</translation>
    </message>
    <message>
        <source>E&amp;xclusion criteria:</source>
        <translation>排除标准(&amp;X)：</translation>
    </message>
    <message>
        <source>Inclusion &amp;keywords:</source>
        <translation>纳入关键词(&amp;K)：</translation>
    </message>
    <message>
        <source>Exclusion k&amp;eywords:</source>
        <translation>排除关键词(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Reasons to exclude:</source>
        <translation>排除理由(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Blind review:</source>
        <translation>盲审(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Papers:</source>
        <translation>论文(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Create and Screen</source>
        <translation>创建并筛选(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewResultsWindow</name>
    <message>
        <source>Include</source>
        <translation>纳入</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>Maybe</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;Flow Diagram</source>
        <translation>流程图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Reviewers</source>
        <translation>审阅人(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Conflicts</source>
        <translation>冲突(&amp;C)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation>导出流程图(&amp;E)…</translation>
    </message>
    <message>
        <source>Reviewers</source>
        <translation>审阅人</translation>
    </message>
    <message>
        <source>Export &amp;Agreement…</source>
        <translation>导出一致性(&amp;A)…</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>Papers on which the reviewers disagree. Settle the selected one for the review with I, E or M; R reopens it.</source>
        <translation>审阅人意见不一致的论文。按 I、E 或 M 为综述裁定所选论文；按 R 重新打开。</translation>
    </message>
    <message>
        <source>&amp;Include (I)</source>
        <translation>纳入(&amp;I)</translation>
    </message>
    <message>
        <source>E&amp;xclude (E)</source>
        <translation>排除(&amp;X) (E)</translation>
    </message>
    <message>
        <source>&amp;Maybe (M)</source>
        <translation>待定(&amp;M)</translation>
    </message>
    <message>
        <source>Re&amp;open (R)</source>
        <translation>重新打开(&amp;O) (R)</translation>
    </message>
    <message>
        <source>This record has no abstract.</source>
        <translation>此记录没有摘要。</translation>
    </message>
    <message>
        <source>&amp;End Blinding…</source>
        <translation>结束盲审(&amp;E)…</translation>
    </message>
    <message>
        <source>The review cannot be read</source>
        <translation>无法读取该综述</translation>
    </message>
    <message>
        <source>Results of “%1” — Lectern</source>
        <translation>“%1”的结果 — Lectern</translation>
    </message>
    <message>
        <source>“%1” is a blind review: each reviewer sees only their own decisions until the blinding ends. You (%2) have screened %3 of %4 papers.

End the blinding once every reviewer&apos;s decisions are imported, to see the conflicts, the agreement and the flow diagram.</source>
        <translation>“%1”是盲审综述：在盲审结束前，每位审阅人只能看到自己的决定。您（%2）已筛选 %4 篇论文中的 %3 篇。

导入所有审阅人的决定后即可结束盲审，以查看冲突、一致性和流程图。</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>审阅人</translation>
    </message>
    <message>
        <source>Screened</source>
        <translation>已筛选</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>已纳入</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>Not screened</source>
        <translation>未筛选</translation>
    </message>
    <message>
        <source>%1 and %2: %3 of %4 papers both decided agree; Cohen&apos;s kappa %5.</source>
        <translation>%1 与 %2：在两人都做出决定的 %4 篇论文中，%3 篇意见一致；Cohen&apos;s kappa 为 %5。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>&amp;Conflicts (%1)</source>
        <translation>冲突(&amp;C) (%1)</translation>
    </message>
    <message>
        <source>The conflict was not settled</source>
        <translation>未能裁定该冲突</translation>
    </message>
    <message>
        <source>End Blinding</source>
        <translation>结束盲审</translation>
    </message>
    <message>
        <source>Show every reviewer&apos;s decisions, the conflicts and the agreement of “%1”?</source>
        <translation>显示“%1”中每位审阅人的决定、冲突和一致性？</translation>
    </message>
    <message>
        <source>The blinding did not end</source>
        <translation>未能结束盲审</translation>
    </message>
    <message>
        <source>Nothing was exported</source>
        <translation>未导出任何内容</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
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
        <translation>导出流程图</translation>
    </message>
    <message>
        <source>%1 PRISMA flow.svg</source>
        <translation>%1 PRISMA 流程图.svg</translation>
    </message>
    <message>
        <source>PRISMA flow: %1</source>
        <translation>PRISMA 流程图：%1</translation>
    </message>
    <message>
        <source>Export Agreement</source>
        <translation>导出一致性</translation>
    </message>
    <message>
        <source>%1 agreement.csv</source>
        <translation>%1 一致性.csv</translation>
    </message>
    <message>
        <source>Review results</source>
        <translation>综述结果</translation>
    </message>
    <message>
        <source>Flow diagram</source>
        <translation>流程图</translation>
    </message>
    <message>
        <source>Agreement between the reviewers</source>
        <translation>审阅人之间的一致性</translation>
    </message>
    <message>
        <source>Abstract of the selected conflict</source>
        <translation>所选冲突的摘要</translation>
    </message>
    <message>
        <source>Blind review</source>
        <translation>盲审</translation>
    </message>
    <message>
        <source>Decisions imported</source>
        <translation>已导入的决定</translation>
    </message>
    <message>
        <source>&amp;Import Decisions…</source>
        <translation>导入决定(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Decisions</source>
        <translation>导入决定</translation>
    </message>
    <message>
        <source>Decisions exported by Lectern (*.csv);;All files (*)</source>
        <translation>Lectern 导出的决定 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) of %1 imported.</source>
        <translation>
            <numerusform>已导入 %1 的 %n 个决定。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the file name no paper of this review:</source>
        <translation>
            <numerusform>文件中有 %n 行未对应此综述中的任何论文：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Agreement needs a second reviewer: import their decisions with Import Decisions…, from the file they exported (lectern-cli review export --what decisions).</source>
        <translation>计算一致性需要第二位审阅者：使用“导入决定…”从对方导出的文件导入其决定（lectern-cli review export --what decisions）。</translation>
    </message>
    <message>
        <source>This review is blind: each reviewer sees only their own decisions. As an owner of the library you see them all.</source>
        <translation>此审阅为盲审：每位审阅者只能看到自己的决定。作为文献库的所有者，您可以看到全部决定。</translation>
    </message>
    <message>
        <source>All %1 reviewers: %2 papers decided by all; Fleiss&apos; kappa %3.</source>
        <translation>全部 %1 位审阅人：%2 篇论文所有人均已作出决定；Fleiss&apos; kappa 为 %3。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ReviewsMenu</name>
    <message>
        <source>No reviews yet</source>
        <translation>尚无综述</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ScreeningWindow</name>
    <message>
        <source>This record has no abstract.</source>
        <translation>此记录没有摘要。</translation>
    </message>
    <message>
        <source>Note on this decision (N)</source>
        <translation>关于此决定的笔记（N）</translation>
    </message>
    <message>
        <source>Most likely relevant first</source>
        <translation>最可能相关的优先</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>Library order</source>
        <translation>文献库顺序</translation>
    </message>
    <message>
        <source>&amp;Include (I)</source>
        <translation>纳入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Maybe (M)</source>
        <translation>待定(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Exclude (E)</source>
        <translation>排除(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Skip (S)</source>
        <translation>跳过(&amp;S)</translation>
    </message>
    <message>
        <source>Why this paper</source>
        <translation>为何是这篇论文</translation>
    </message>
    <message>
        <source>When to stop</source>
        <translation>何时停止</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>排序(&amp;O)：</translation>
    </message>
    <message>
        <source>Edit &amp;Review…</source>
        <translation>编辑综述(&amp;R)…</translation>
    </message>
    <message>
        <source>Res&amp;ults…</source>
        <translation>结果(&amp;U)…</translation>
    </message>
    <message>
        <source>Screening “%1” — Lectern</source>
        <translation>筛选“%1” — Lectern</translation>
    </message>
    <message>
        <source>No reason</source>
        <translation>无理由</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The review was not changed</source>
        <translation>综述未更改</translation>
    </message>
    <message>
        <source>Every paper of this review is screened.</source>
        <translation>此综述的所有论文均已筛选。</translation>
    </message>
    <message>
        <source>Inclusion keywords: %1 · exclusion keywords: %2</source>
        <translation>纳入关键词：%1 · 排除关键词：%2</translation>
    </message>
    <message>
        <source>%1 of %2 screened · %3 included · %4 excluded · %5 maybe</source>
        <translation>已筛选 %1/%2 · 已纳入 %3 · 已排除 %4 · 待定 %5</translation>
    </message>
    <message>
        <source>Reading the papers of the review…</source>
        <translation>正在读取综述中的论文…</translation>
    </message>
    <message>
        <source>The order learns once you have included and excluded a paper; until then the papers come in library order.</source>
        <translation>至少纳入和排除各一篇论文后，排序才会开始学习；在此之前，论文按文献库顺序显示。</translation>
    </message>
    <message>
        <source>Raised by:</source>
        <translation>提升排名的词：</translation>
    </message>
    <message>
        <source>Lowered by:</source>
        <translation>降低排名的词：</translation>
    </message>
    <message numerus="yes">
        <source>%n exclusion(s) in a row.</source>
        <translation>
            <numerusform>已连续排除 %n 篇。</numerusform>
        </translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Review question</source>
        <translation>综述问题</translation>
    </message>
    <message>
        <source>Authors, venue and year</source>
        <translation>作者、出处和年份</translation>
    </message>
    <message>
        <source>Keyword hits</source>
        <translation>关键词命中</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Inclusion keywords are underlined, exclusion keywords underlined with a wavy line.</source>
        <translation>纳入关键词以下划线标示，排除关键词以波浪线标示。</translation>
    </message>
    <message>
        <source>Screening counts</source>
        <translation>筛选统计</translation>
    </message>
    <message>
        <source>Note on this decision</source>
        <translation>关于此决定的笔记</translation>
    </message>
    <message>
        <source>Reason to exclude</source>
        <translation>排除理由</translation>
    </message>
    <message>
        <source>Keys 1 to 9 choose a reason before E excludes.</source>
        <translation>按 E 排除前，可先按 1 到 9 键选择理由。</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Screening progress</source>
        <translation>筛选进度</translation>
    </message>
    <message>
        <source>&lt;p&gt;Screening shows the papers of a review one at a time. Decide with the keys: I includes, E excludes (1 to 9 pick a reason first), M marks maybe, S skips, N writes a note on the decision, Ctrl+Z or Backspace undoes. Once you have included and excluded a paper, the likely relevant ones come first and the side says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;筛选界面逐篇显示综述中的论文。用按键作出决定：I 纳入，E 排除（可先按 1 到 9 选择理由），M 标为待定，S 跳过，N 为该决定写笔记，Ctrl+Z 或 Backspace 撤销。在您至少纳入一篇并排除一篇论文后，最可能相关的论文会排在前面，侧栏会说明原因。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shown in random order.</source>
        <translation>按随机顺序显示。</translation>
    </message>
    <message>
        <source>Shown in library order.</source>
        <translation>按文献库顺序显示。</translation>
    </message>
    <message>
        <source>The keywords were not counted</source>
        <translation>关键词未能统计</translation>
    </message>
    <message>
        <source>&lt;p&gt;How many relevant papers may be left, by the stopping rule of Callaghan and Müller-Hansen (2020): the papers screened last are taken as a random sample of those not screened before them. The most likely relevant come first, so the sample holds more relevant papers than a random one would, and the estimate errs on the side of screening on. Included and maybe count as relevant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按 Callaghan 和 Müller-Hansen（2020）的停止规则估计还可能剩下多少篇相关论文：最后筛选的论文被视为此前未筛选论文的随机样本。最可能相关的论文排在前面，因此样本中的相关论文比随机样本更多，估计偏向于继续筛选。纳入和待定都计为相关。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most likely relevant first, by the model “%1”</source>
        <translation>最可能相关的在前，按模型“%1”</translation>
    </message>
    <message>
        <source>Recall has reached %1&#xa0;% with %2&#xa0;% confidence: screening can stop.</source>
        <translation>召回率已达到 %1&#xa0;%（置信度 %2&#xa0;%）：可以停止筛选。</translation>
    </message>
    <message>
        <source>Screening can stop once recall reaches %1&#xa0;% with %2&#xa0;% confidence.</source>
        <translation>当召回率达到 %1&#xa0;%（置信度 %2&#xa0;%）时即可停止筛选。</translation>
    </message>
    <message numerus="yes">
        <source>About %n relevant paper(s) may be left, at most %1 (%2&#xa0;% confidence): recall is at least %3&#xa0;%.</source>
        <translation>
            <numerusform>大约还剩 %n 篇相关论文，至多 %1 篇（置信度 %2&#xa0;%）：召回率至少为 %3&#xa0;%。</numerusform>
        </translation>
    </message>
    <message>
        <source>Include the paper</source>
        <translation>纳入该论文</translation>
    </message>
    <message>
        <source>Exclude the paper</source>
        <translation>排除该论文</translation>
    </message>
    <message>
        <source>Decide later (maybe)</source>
        <translation>稍后决定（待定）</translation>
    </message>
    <message>
        <source>Skip the paper</source>
        <translation>跳过该论文</translation>
    </message>
    <message>
        <source>Write a note on the decision</source>
        <translation>为该决定写备注</translation>
    </message>
    <message>
        <source>Undo the last decision</source>
        <translation>撤销上一个决定</translation>
    </message>
    <message>
        <source>Choose the reason of that number</source>
        <translation>选择该编号的理由</translation>
    </message>
    <message>
        <source>Close the screening window</source>
        <translation>关闭筛选窗口</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1

The screening window is closed: open it again to go on from the decisions the library holds.</source>
        <translation>%1

筛选窗口已关闭：请重新打开，从文献库中保存的决定继续。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SearchField</name>
    <message>
        <source>Search titles, abstracts and notes — F1 for fields like tag: or year:</source>
        <translation>搜索标题、摘要和笔记——按 F1 查看 tag: 或 year: 等字段</translation>
    </message>
    <message>
        <source>How to Search</source>
        <translation>如何搜索</translation>
    </message>
    <message>
        <source>&lt;p&gt;Words must all appear, in the title, abstract or note; the last word also finds longer words while you type. &lt;code&gt;&quot;exact phrase&quot;&lt;/code&gt;, &lt;code&gt;-word&lt;/code&gt; or &lt;code&gt;NOT word&lt;/code&gt; to exclude, &lt;code&gt;OR&lt;/code&gt;, and parentheses. Fields:&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有词都必须出现在标题、摘要或笔记中；输入时，最后一个词也会匹配以它开头的更长的词。用 &lt;code&gt;&quot;精确短语&quot;&lt;/code&gt; 搜索短语，用 &lt;code&gt;-词语&lt;/code&gt; 或 &lt;code&gt;NOT 词语&lt;/code&gt; 排除，还可使用 &lt;code&gt;OR&lt;/code&gt; 和括号。字段：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Example: &lt;code&gt;diffusion tag:method -survey year:2023..2025 rating:&amp;gt;=4&lt;/code&gt;</source>
        <translation>示例：&lt;code&gt;diffusion tag:method -survey year:2023..2025 rating:&amp;gt;=4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Filters the paper list as you type. F1 explains the query language.</source>
        <translation>输入时即时过滤论文列表。按 F1 查看查询语言说明。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Type words to find the papers whose title, abstract or note has them all, as you type. Fields narrow the search: &lt;code&gt;tag:method&lt;/code&gt;, &lt;code&gt;year:2020..2024&lt;/code&gt;, &lt;code&gt;status:unread&lt;/code&gt;; &lt;code&gt;-word&lt;/code&gt; excludes, &lt;code&gt;OR&lt;/code&gt; and parentheses combine. Press F1 for every field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;输入词语，即可在输入时找到标题、摘要或笔记中包含所有这些词语的论文。字段可缩小搜索范围：&lt;code&gt;tag:method&lt;/code&gt;、&lt;code&gt;year:2020..2024&lt;/code&gt;、&lt;code&gt;status:unread&lt;/code&gt;；&lt;code&gt;-词语&lt;/code&gt; 表示排除，&lt;code&gt;OR&lt;/code&gt; 和括号用于组合条件。按 F1 查看所有字段。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search &amp;Syntax</source>
        <translation>搜索语法(&amp;S)</translation>
    </message>
    <message>
        <source>How to search (%1)</source>
        <translation>如何搜索（%1）</translation>
    </message>
    <message>
        <source>In %1</source>
        <comment>the part of the library searched</comment>
        <translation>在 %1 中</translation>
    </message>
    <message>
        <source>Searching in “%1” only. Click here, or press Backspace at the start of the field, to search the whole library.</source>
        <translation>仅在“%1”中搜索。单击此处，或在搜索框开头按退格键，即可搜索整个文献库。</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarMenus</name>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>Rename Saved Search</source>
        <translation>重命名已保存的搜索</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Rename Reading List</source>
        <translation>重命名阅读列表</translation>
    </message>
    <message>
        <source>&amp;Description…</source>
        <translation>描述(&amp;D)…</translation>
    </message>
    <message>
        <source>Reading List Description</source>
        <translation>阅读列表描述</translation>
    </message>
    <message>
        <source>What “%1” is for:</source>
        <translation>“%1”的用途：</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>&amp;Delete List</source>
        <translation>删除列表(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Delete Collection and Its Papers</source>
        <translation>删除合集及其中的论文(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rename or Merge…</source>
        <translation>重命名或合并(&amp;R)…</translation>
    </message>
    <message>
        <source>Change &amp;Colour…</source>
        <translation>更改颜色(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Rename Tag</source>
        <translation>重命名标签</translation>
    </message>
    <message>
        <source>New name for “%1” (and the tags below it). An existing name merges the two tags.</source>
        <translation>“%1”（及其下级标签）的新名称。若使用已有的名称，将合并这两个标签。</translation>
    </message>
    <message>
        <source>“%1” cannot be moved below itself.</source>
        <translation>无法将“%1”移到其自身之下。</translation>
    </message>
    <message>
        <source>Merge Tags</source>
        <translation>合并标签</translation>
    </message>
    <message>
        <source>“%1” exists already. Merge “%2” into it? Papers tagged “%2” will be tagged “%1”.</source>
        <translation>“%1”已存在。要将“%2”合并到其中吗？带有标签“%2”的论文将改为带有标签“%1”。</translation>
    </message>
    <message>
        <source>“%1” groups other tags and has no colour of its own.</source>
        <translation>“%1”用于归组其他标签，自身没有颜色。</translation>
    </message>
    <message>
        <source>Colour of “%1”</source>
        <translation>“%1”的颜色</translation>
    </message>
    <message>
        <source>Delete Tag</source>
        <translation>删除标签</translation>
    </message>
    <message numerus="yes">
        <source>Delete “%1” and the tags below it? It is removed from %n paper(s); the papers stay. Edit ▸ Undo brings it back.</source>
        <translation>
            <numerusform>要删除“%1”及其下级标签吗？该标签将从 %n 篇论文中移除，论文本身会保留。可通过“编辑 ▸ 撤销”恢复。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarModel</name>
    <message>
        <source>Library</source>
        <translation>文献库</translation>
    </message>
    <message>
        <source>All papers</source>
        <translation>全部论文</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>已加星标</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>最近添加</translation>
    </message>
    <message>
        <source>With notes</source>
        <translation>有笔记</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>合集</translation>
    </message>
    <message>
        <source>Reading lists</source>
        <translation>阅读列表</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>已保存的搜索</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n paper(s)</source>
        <translation>
            <numerusform>%1：%n 篇论文</numerusform>
        </translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) tagged, noted, highlighted, listed, edited or decided %n paper(s)</source>
        <translation>
            <numerusform>%1（%2）对 %n 篇论文添加了标签、笔记、高亮、列表、编辑或筛选决定</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SidebarView</name>
    <message>
        <source>Library</source>
        <translation>文献库</translation>
    </message>
    <message>
        <source>Collections, tags, reading lists and saved searches; choosing one shows its papers.</source>
        <translation>合集、标签、阅读列表和已保存的搜索；选择其中一项即可显示其中的论文。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The library&apos;s collections, reading lists, tags and saved searches, each with the number of its papers. Choose one to list its papers; right-click (or press the Menu key on) a tag, list or saved search to rename, recolour or delete it. Drop papers on a reading list to add them to it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;文献库中的合集、阅读列表、标签和已保存的搜索，每项都附有其中的论文数。选择一项即可列出其中的论文；右键单击（或按菜单键）标签、列表或已保存的搜索，可将其重命名、更改颜色或删除。将论文拖放到阅读列表上即可添加到该列表中。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::SimilarPapersWindow</name>
    <message>
        <source>&amp;Show in List</source>
        <translation>在列表中显示(&amp;S)</translation>
    </message>
    <message>
        <source>More Like This</source>
        <translation>相似论文</translation>
    </message>
    <message>
        <source>Papers like the ones chosen, closest first</source>
        <translation>与所选论文相似的论文，最相似的在前</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Shared Words</source>
        <translation>共有词</translation>
    </message>
    <message>
        <source>Show the paper in the main window&apos;s list</source>
        <translation>在主窗口的列表中显示该论文</translation>
    </message>
    <message>
        <source>Looking for papers that share their rarer words…</source>
        <translation>正在查找共有其较少见词语的论文…</translation>
    </message>
    <message>
        <source>Papers like “%1”</source>
        <translation>与“%1”相似的论文</translation>
    </message>
    <message>
        <source>Shares with the papers chosen: %1</source>
        <translation>与所选论文共有：%1</translation>
    </message>
    <message>
        <source>No other paper of the library shares enough of their words.</source>
        <translation>文库中没有其他论文与它们共有足够多的词语。</translation>
    </message>
    <message numerus="yes">
        <source>%n paper(s), closest first. Open one to show it in the list.</source>
        <translation>
            <numerusform>%n 篇论文，最相似的在前。打开一篇即可在列表中显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for papers like these: %1</source>
        <translation>无法查找与这些论文相似的论文：%1</translation>
    </message>
    <message>
        <source>Papers like the paper chosen</source>
        <translation>与所选论文相似的论文</translation>
    </message>
    <message numerus="yes">
        <source>Papers like the %n papers chosen</source>
        <translation>
            <numerusform>与所选 %n 篇论文相似的论文</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::TagDialog</name>
    <message>
        <source>e.g. method/diffusion</source>
        <translation>例如：method/diffusion</translation>
    </message>
    <message>
        <source>Tag name</source>
        <translation>标签名称</translation>
    </message>
    <message>
        <source>e.g. method/diffusion, rl/offline</source>
        <translation>例如 method/diffusion, rl/offline</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::TagEditor</name>
    <message>
        <source>Add tags (comma between several)…</source>
        <translation>添加标签（多个标签用逗号分隔）…</translation>
    </message>
    <message>
        <source>Add tag</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <source>Show Papers Tagged “%1”</source>
        <translation>显示带有标签“%1”的论文</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>移除标签</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Lectern::Desktop::WelcomeView</name>
    <message>
        <source>Import abstracts…</source>
        <translation>导入摘要…</translation>
    </message>
    <message>
        <source>Open demo library</source>
        <translation>打开示例文献库</translation>
    </message>
    <message>
        <source>Your library is empty</source>
        <translation>您的文献库是空的</translation>
    </message>
    <message>
        <source>Import abstracts: a text file with a line naming the collection, then one abstract per paragraph, or a RIS, BibTeX, Web of Science, PubMed, CSV or JSON export of a reference manager or database. You can also drop files on this window.</source>
        <translation>导入摘要：可以是文本文件（一行写合集名称，之后每段一篇摘要），也可以是从文献管理软件或数据库导出的 RIS、BibTeX、Web of Science、PubMed、CSV 或 JSON 文件。您也可以将文件拖放到此窗口中。</translation>
    </message>
</context>
<context>
    <name>Lectern::Export::Exporter</name>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::Export::HtmlWriter</name>
    <message>
        <source>Reading list</source>
        <translation>阅读列表</translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightStore</name>
    <message>
        <source>Cannot highlight characters %1 to %2 of paper %3: the paper or the range does not exist.</source>
        <translation>无法高亮论文 %3 的第 %1 至 %2 个字符：该论文或该范围不存在。</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::BibTexReader</name>
    <message>
        <source>an entry whose braces do not close</source>
        <translation>条目的花括号未闭合</translation>
    </message>
    <message>
        <source>an entry without a citation key</source>
        <translation>条目缺少引用键</translation>
    </message>
    <message>
        <source>a field without &quot;=&quot; near &quot;%1&quot;</source>
        <translation>“%1”附近的字段缺少“=”</translation>
    </message>
    <message>
        <source>the value of &quot;%1&quot; is malformed</source>
        <translation>“%1”的值格式有误</translation>
    </message>
    <message>
        <source>no comma after the value of &quot;%1&quot;</source>
        <translation>“%1”的值后面缺少逗号</translation>
    </message>
    <message>
        <source>an entry with neither title nor abstract</source>
        <translation>条目既无标题也无摘要</translation>
    </message>
    <message>
        <source>%1, line %2: %3 expands to more than %L4 characters (the limit for one value)</source>
        <translation>%1，第 %2 行：%3 展开后超过 %L4 个字符（单个值的上限）</translation>
    </message>
    <message>
        <source>%1, line %2: %3 makes the file&apos;s macros and crossrefs expand to more than %L4 characters (the limit for a file of %L5 bytes)</source>
        <translation>%1，第 %2 行：%3 使该文件的宏和交叉引用（crossref）展开后超过 %L4 个字符（%L5 字节文件的上限）</translation>
    </message>
    <message>
        <source>%1: no BibTeX entry in it (entries start with &quot;@&quot;)</source>
        <translation>%1：其中没有 BibTeX 条目（条目以“@”开头）</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::CsvReader</name>
    <message>
        <source>%1: the header line has a quote that does not close</source>
        <translation>%1：表头行中有未闭合的引号</translation>
    </message>
    <message>
        <source>%1: no column holds titles or abstracts (the first line must name the columns, such as &quot;title&quot; and &quot;abstract&quot;)</source>
        <translation>%1：没有包含标题或摘要的列（第一行必须为列名，例如“title”和“abstract”）</translation>
    </message>
    <message>
        <source>%1 is not all UTF-8: lines such as line %2 were read as Windows-1252</source>
        <translation>%1 并非全部为 UTF-8 编码：第 %2 行等内容已按 Windows-1252 读取</translation>
    </message>
    <message>
        <source>a quoted cell that does not close</source>
        <translation>带引号的单元格未闭合</translation>
    </message>
    <message>
        <source>%1 cells where the header names %2</source>
        <translation>该行有 %1 个单元格，而表头有 %2 列</translation>
    </message>
    <message>
        <source>a row with neither title nor abstract</source>
        <translation>该行既无标题也无摘要</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::JsonReader</name>
    <message>
        <source>record %1 is no object</source>
        <translation>记录 %1 不是对象</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>记录既无标题也无摘要</translation>
    </message>
    <message>
        <source>%1, line %2: the abstract&apos;s inverted index expands to more than %L3 characters (the limit for one value)</source>
        <translation>%1，第 %2 行：摘要的倒排索引展开后超过 %L3 个字符（单个值的上限）</translation>
    </message>
    <message>
        <source>%1, line %2: the abstracts&apos; inverted indexes expand to more than %L3 characters (the limit for a file of %L4 bytes)</source>
        <translation>%1，第 %2 行：各摘要的倒排索引展开后共超过 %L3 个字符（%L4 字节文件的上限）</translation>
    </message>
    <message>
        <source>%1: not valid JSON: the array does not close</source>
        <translation>%1：不是有效的 JSON：数组没有闭合</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not valid JSON in record %2 (%3)</source>
        <translation>%1：第 %2 条记录不是有效的 JSON（%3）</translation>
    </message>
    <message>
        <source>neither a JSON array nor an object at byte %1</source>
        <translation>第 %1 字节处既不是 JSON 数组也不是对象</translation>
    </message>
    <message>
        <source>text after the end of the JSON at byte %1</source>
        <translation>第 %1 字节处 JSON 结束后仍有文本</translation>
    </message>
    <message>
        <source>%1: not valid JSON: the object does not close</source>
        <translation>%1：无效的 JSON：对象没有闭合</translation>
    </message>
    <message>
        <source>%1: holds no JSON array or object</source>
        <translation>%1：不包含 JSON 数组或对象</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::MedlineReader</name>
    <message>
        <source>%1: no MEDLINE record in it (records start with &quot;PMID- &quot;)</source>
        <translation>%1：其中没有 MEDLINE 记录（记录以“PMID- ”开头）</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::RecordReader</name>
    <message>
        <source>Untitled (%1)</source>
        <translation>无标题（%1）</translation>
    </message>
    <message>
        <source>%1: not a text file (binary data at byte %2)</source>
        <translation>%1：不是文本文件（第 %2 字节处有二进制数据）</translation>
    </message>
    <message>
        <source>%1: invalid UTF-8 at byte %2; save the file as UTF-8 and import it again</source>
        <translation>%1：第 %2 字节处有无效的 UTF-8 编码；请将文件另存为 UTF-8 后重新导入</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::RisReader</name>
    <message>
        <source>%1: no RIS record in it (records start with &quot;TY  - &quot;)</source>
        <translation>%1：其中没有 RIS 记录（记录以“TY  - ”开头）</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>记录既无标题也无摘要</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::TaggedLineReader</name>
    <message>
        <source>%1: no record in it</source>
        <translation>%1：其中没有记录</translation>
    </message>
    <message>
        <source>a record with neither title nor abstract</source>
        <translation>记录既无标题也无摘要</translation>
    </message>
</context>
<context>
    <name>Lectern::Import::WosReader</name>
    <message>
        <source>%1: no Web of Science record in it (records start with &quot;PT &quot;)</source>
        <translation>%1：其中没有 Web of Science 记录（记录以“PT ”开头）</translation>
    </message>
</context>
<context>
    <name>Lectern::IndexTokenizer</name>
    <message>
        <source>SQLite&apos;s full-text search cannot split text into words.</source>
        <translation>SQLite 的全文搜索无法将文本拆分为词。</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryCopy</name>
    <message>
        <source>row %1 of %2</source>
        <translation>%2 的第 %1 行</translation>
    </message>
    <message>
        <source>The copy was cancelled; nothing was copied.</source>
        <translation>复制已取消；未复制任何内容。</translation>
    </message>
    <message>
        <source>The copy does not match %1: row %2 of %3 differs. Nothing was copied.</source>
        <translation>副本与 %1 不一致：%3 的第 %2 行不同。未复制任何内容。</translation>
    </message>
    <message>
        <source>%1 is not empty: a library is copied only into an empty one.</source>
        <translation>%1 不是空的：文献库只能复制到空的文献库中。</translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryHealth</name>
    <message>
        <source>the title or abstract of paper %1</source>
        <translation>论文 %1 的标题或摘要</translation>
    </message>
    <message>
        <source>the note on paper %1</source>
        <translation>论文 %1 的笔记</translation>
    </message>
    <message>
        <source>a highlight of paper %1</source>
        <translation>论文 %1 的一处高亮</translation>
    </message>
    <message>
        <source>a decision on paper %1</source>
        <translation>对论文 %1 的一项决定</translation>
    </message>
    <message>
        <source>%1 no longer matches its checksum</source>
        <translation>%1与其校验和不再匹配</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (%2)</source>
        <translation>%1 不是 SQLite 数据库（%2）</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library</source>
        <translation>%1 不是 Lectern 文献库</translation>
    </message>
    <message>
        <source>%1 holds no Lectern library</source>
        <translation>%1 中没有 Lectern 文献库</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>the name of tag %1</source>
        <translation>标签 %1 的名称</translation>
    </message>
    <message>
        <source>the name or description of reading list %1</source>
        <translation>阅读列表 %1 的名称或描述</translation>
    </message>
    <message>
        <source>the name or query of saved search %1</source>
        <translation>已保存搜索 %1 的名称或查询</translation>
    </message>
    <message>
        <source>an author&apos;s name of paper %1</source>
        <translation>论文 %1 的一位作者的姓名</translation>
    </message>
    <message>
        <source>the name, question or criteria of review %1</source>
        <translation>综述 %1 的名称、问题或标准</translation>
    </message>
    <message>
        <source>a keyword of paper %1</source>
        <translation>论文 %1 的一个关键词</translation>
    </message>
    <message>
        <source>a field of paper %1&apos;s record</source>
        <translation>论文 %1 记录中的一个字段</translation>
    </message>
    <message>
        <source>a link of paper %1</source>
        <translation>论文 %1 的一个链接</translation>
    </message>
    <message>
        <source>a reason or keyword of review %1</source>
        <translation>综述 %1 的一个理由或关键词</translation>
    </message>
</context>
<context>
    <name>Lectern::ListStore</name>
    <message>
        <source>A reading list needs a name.</source>
        <translation>阅读列表需要名称。</translation>
    </message>
    <message>
        <source>There is a reading list named “%1” already.</source>
        <translation>已存在名为“%1”的阅读列表。</translation>
    </message>
</context>
<context>
    <name>Lectern::Members</name>
    <message>
        <source>&quot;%1&quot; is no login name: give one of 1 to 63 bytes.</source>
        <translation>“%1”不是登录名：请给出 1 到 63 字节的名称。</translation>
    </message>
    <message>
        <source>Only an owner of the library manages its members; ask one of them, or the server&apos;s administrator.</source>
        <translation>只有库的所有者才能管理其成员；请询问其中一位所有者或服务器管理员。</translation>
    </message>
    <message>
        <source>%1 is no member of this library.</source>
        <translation>%1 不是此库的成员。</translation>
    </message>
</context>
<context>
    <name>Lectern::OfflineScreening</name>
    <message>
        <source>%1 has no such review.</source>
        <translation>%1 没有这个综述。</translation>
    </message>
    <message>
        <source>This review was not taken offline from a team library.</source>
        <translation>此综述不是从团队库离线带出的。</translation>
    </message>
    <message>
        <source>This review was taken offline by %1: connect to the team library as %1 to send their decisions.</source>
        <translation>此综述由 %1 离线带走：请以 %1 的身份连接团队库来发送这些决定。</translation>
    </message>
    <message>
        <source>%1 no longer has this review: the decisions were not sent.</source>
        <translation>%1 已没有此综述：决定未发送。</translation>
    </message>
</context>
<context>
    <name>Lectern::Postgresql</name>
    <message>
        <source>your user</source>
        <translation>您的用户</translation>
    </message>
    <message>
        <source>The server %1 refused the password of %2. Put the password in ~/.pgpass or PGPASSWORD, or give the right one.</source>
        <translation>服务器 %1 拒绝了 %2 的密码。请将密码写入 ~/.pgpass 或 PGPASSWORD，或提供正确的密码。</translation>
    </message>
    <message>
        <source>There is no database %1 on the server. Create it first (createdb %1), or check its name.</source>
        <translation>服务器上没有数据库 %1。请先创建它（createdb %1），或检查名称。</translation>
    </message>
    <message>
        <source>The server has no user %1. Ask its administrator to create one, or check the name.</source>
        <translation>服务器上没有用户 %1。请让管理员创建，或检查名称。</translation>
    </message>
    <message>
        <source>%1 may not connect to %2. Ask the library&apos;s owner for access.</source>
        <translation>%1 无权连接到 %2。请向文献库的所有者申请访问权限。</translation>
    </message>
    <message>
        <source>Cannot reach the PostgreSQL server of %1: check the host and port, and that the server is running.</source>
        <translation>无法连接到 %1 的 PostgreSQL 服务器：请检查主机和端口，以及服务器是否正在运行。</translation>
    </message>
    <message>
        <source>Cannot connect to %1.</source>
        <translation>无法连接到 %1。</translation>
    </message>
    <message>
        <source>%1 holds no Lectern library yet: import a file into it, or copy a library there (lectern-cli copy).</source>
        <translation>%1 中还没有 Lectern 文献库：请向其中导入文件，或将一个文献库复制过去（lectern-cli copy）。</translation>
    </message>
    <message>
        <source>%1 must be upgraded before it can be read here: open it where it can be written first.</source>
        <translation>必须先升级 %1 才能在此读取：请先在可写入的地方打开它。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library: it holds other tables. Lectern makes its tables in an empty database.</source>
        <translation>%1 不是 Lectern 文献库：其中有其他表。Lectern 只在空数据库中创建它的表。</translation>
    </message>
    <message>
        <source>%1 is not a Lectern library.</source>
        <translation>%1 不是 Lectern 文献库。</translation>
    </message>
    <message>
        <source>%1 was written by a newer Lectern (library version %2; this build reads up to %3). Use that version of Lectern, or a newer one, to work in it.</source>
        <translation>%1 由较新版本的 Lectern 写入（文献库版本 %2；此版本最多读取到 %3）。请使用该版本或更新版本的 Lectern 处理它。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot make %1 a library of version %2: %3</source>
        <translation>无法将 %1 变为版本 %2 的文献库：%3</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>无法升级 %1：%2</translation>
    </message>
</context>
<context>
    <name>Lectern::PrismaFlow</name>
    <message>
        <source>Identification</source>
        <translation>识别</translation>
    </message>
    <message>
        <source>Screening</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Records identified</source>
        <translation>已识别的记录</translation>
    </message>
    <message>
        <source>Duplicate records removed</source>
        <translation>已移除的重复记录</translation>
    </message>
    <message>
        <source>Records screened</source>
        <translation>已筛选的记录</translation>
    </message>
    <message>
        <source>Records excluded</source>
        <translation>已排除的记录</translation>
    </message>
    <message>
        <source>Awaiting a decision</source>
        <translation>等待决定</translation>
    </message>
    <message>
        <source>Marked maybe</source>
        <translation>标为待定</translation>
    </message>
    <message>
        <source>Reviewers disagree</source>
        <translation>审阅人意见不一</translation>
    </message>
    <message>
        <source>Not yet screened</source>
        <translation>尚未筛选</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>纳入</translation>
    </message>
    <message>
        <source>Records included</source>
        <translation>已纳入的记录</translation>
    </message>
    <message>
        <source>Added without an import</source>
        <translation>未经导入而添加</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>未给出理由</translation>
    </message>
    <message>
        <source>PRISMA flow: %1</source>
        <translation>PRISMA 流程图：%1</translation>
    </message>
</context>
<context>
    <name>Lectern::ReviewResults</name>
    <message>
        <source>The review is gone.</source>
        <translation>该综述已不存在。</translation>
    </message>
</context>
<context>
    <name>Lectern::ReviewStore</name>
    <message>
        <source>a decision on paper %1</source>
        <translation>对论文 %1 的一项决定</translation>
    </message>
    <message>
        <source>A review needs a name.</source>
        <translation>综述需要名称。</translation>
    </message>
    <message>
        <source>There is a review named “%1” already.</source>
        <translation>已存在名为“%1”的综述。</translation>
    </message>
    <message>
        <source>A decision needs the name of the reviewer who made it.</source>
        <translation>决定需要注明做出它的审阅人姓名。</translation>
    </message>
</context>
<context>
    <name>Lectern::SavedSearchStore</name>
    <message>
        <source>A saved search needs a name.</source>
        <translation>已保存的搜索需要名称。</translation>
    </message>
    <message>
        <source>There is a saved search named “%1” already.</source>
        <translation>已存在名为“%1”的已保存的搜索。</translation>
    </message>
</context>
<context>
    <name>Lectern::Search::Query</name>
    <message>
        <source>unclosed quote at column %1</source>
        <translation>第 %1 列：引号未闭合</translation>
    </message>
    <message>
        <source>unexpected ) at column %1</source>
        <translation>第 %1 列：意外的 )</translation>
    </message>
    <message>
        <source>too many nested parentheses or NOTs at column %1</source>
        <translation>第 %1 列：括号或 NOT 嵌套过多</translation>
    </message>
    <message>
        <source>OR needs something on both sides at column %1</source>
        <translation>第 %1 列：OR 两侧都需要内容</translation>
    </message>
    <message>
        <source>AND needs something on both sides at column %1</source>
        <translation>第 %1 列：AND 两侧都需要内容</translation>
    </message>
    <message>
        <source>NOT needs something after it at column %1</source>
        <translation>第 %1 列：NOT 后面需要内容</translation>
    </message>
    <message>
        <source>empty parentheses at column %1</source>
        <translation>第 %1 列：括号内为空</translation>
    </message>
    <message>
        <source>unclosed parenthesis at column %1</source>
        <translation>第 %1 列：括号未闭合</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; at column %2 (fields: %3)</source>
        <translation>第 %2 列：未知字段“%1”（可用字段：%3）</translation>
    </message>
    <message>
        <source>empty field value at column %1</source>
        <translation>第 %1 列：字段值为空</translation>
    </message>
    <message>
        <source>status must be unread, reading or read at column %1</source>
        <translation>第 %1 列：status 必须为 unread、reading 或 read</translation>
    </message>
    <message>
        <source>starred must be yes or no at column %1</source>
        <translation>第 %1 列：starred 必须为 yes 或 no</translation>
    </message>
    <message>
        <source>has must be note, highlight, link or tag at column %1</source>
        <translation>第 %1 列：has 必须为 note、highlight、link 或 tag</translation>
    </message>
    <message>
        <source>rating must be 0 to 5 at column %1</source>
        <translation>第 %1 列：rating 必须为 0 到 5</translation>
    </message>
    <message>
        <source>expected a year like 2025 or a range like 2020..2024 at column %1</source>
        <translation>第 %1 列：应为年份（如 2025）或范围（如 2020..2024）</translation>
    </message>
    <message>
        <source>expected a date like 2026-01-31 at column %1</source>
        <translation>第 %1 列：应为日期，如 2026-01-31</translation>
    </message>
    <message>
        <source>the range ends before it starts at column %1</source>
        <translation>第 %1 列：范围的结束早于开始</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in the title</source>
        <translation>标题中的词语或&quot;短语&quot;</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in the abstract</source>
        <translation>摘要中的词语或&quot;短语&quot;</translation>
    </message>
    <message>
        <source>Words or a &quot;phrase&quot; in your note</source>
        <translation>您笔记中的词语或&quot;短语&quot;</translation>
    </message>
    <message>
        <source>An author&apos;s family name or full name; accents need not be typed</source>
        <translation>作者的姓或全名；无需输入重音符号</translation>
    </message>
    <message>
        <source>Papers with the tag or a tag below it</source>
        <translation>带有该标签或其下级标签的论文</translation>
    </message>
    <message>
        <source>Reading status: unread, reading or read</source>
        <translation>阅读状态：unread、reading 或 read</translation>
    </message>
    <message>
        <source>Your rating from 0 to 5; also &gt;=, &gt;, &lt;=, &lt; or a range like 3..5</source>
        <translation>您的评分，0 到 5；也可用 &gt;=、&gt;、&lt;=、&lt; 或 3..5 这样的范围</translation>
    </message>
    <message>
        <source>Starred papers (yes) or the others (no)</source>
        <translation>已加星标的论文 (yes) 或其他论文 (no)</translation>
    </message>
    <message>
        <source>Year of publication: a year, a range like 2020..2024, or &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>发表年份：某一年、2020..2024 这样的范围，或 &gt;=、&gt;、&lt;=、&lt;</translation>
    </message>
    <message>
        <source>The venue, such as ICLR or NeurIPS</source>
        <translation>发表场所，如 ICLR 或 NeurIPS</translation>
    </message>
    <message>
        <source>The journal or other venue, as venue: does</source>
        <translation>期刊或其他发表场所，与 venue: 相同</translation>
    </message>
    <message>
        <source>The DOI, with or without https://doi.org/</source>
        <translation>DOI，可带或不带 https://doi.org/</translation>
    </message>
    <message>
        <source>The PubMed id</source>
        <translation>PubMed 编号</translation>
    </message>
    <message>
        <source>A keyword the record was given</source>
        <translation>条目所带的关键词</translation>
    </message>
    <message>
        <source>The kind of work: article, conference, book, chapter, thesis, report or preprint, or a format&apos;s own type</source>
        <translation>作品类型：article、conference、book、chapter、thesis、report 或 preprint，或某格式自己的类型</translation>
    </message>
    <message>
        <source>The collection; quote names with spaces</source>
        <translation>合集；含空格的名称请加引号</translation>
    </message>
    <message>
        <source>Papers with a note, highlight, link or tag</source>
        <translation>带有笔记、高亮、链接或标签的论文</translation>
    </message>
    <message>
        <source>When the paper was added: a date (2026-01-31, 2026-01 or 2026), a range like 2026-01-01..2026-03-31, or &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>论文的添加时间：某个日期（2026-01-31、2026-01 或 2026）、2026-01-01..2026-03-31 这样的范围，或 &gt;=、&gt;、&lt;=、&lt;</translation>
    </message>
    <message>
        <source>Papers in a reading list</source>
        <translation>阅读列表中的论文</translation>
    </message>
    <message>
        <source>Papers screened in a literature review</source>
        <translation>文献综述中筛选过的论文</translation>
    </message>
    <message>
        <source>Papers a member tagged, noted, highlighted, listed, edited or decided: their login or name</source>
        <translation>某成员添加标签、笔记、高亮、加入列表、编辑或决定过的论文：其登录名或名字</translation>
    </message>
</context>
<context>
    <name>Lectern::ServerAddress</name>
    <message>
        <source>%1 is not a PostgreSQL address: %2</source>
        <translation>%1 不是 PostgreSQL 地址：%2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>%1: the value of %2 may not hold a semicolon.</source>
        <translation>%1：%2 的值不能包含分号。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
</context>
<context>
    <name>Lectern::Storage</name>
    <message>
        <source>the title or abstract of paper %1</source>
        <translation>论文 %1 的标题或摘要</translation>
    </message>
    <message>
        <source>the note on paper %1</source>
        <translation>论文 %1 的笔记</translation>
    </message>
    <message>
        <source>a highlight of paper %1</source>
        <translation>论文 %1 的一处高亮</translation>
    </message>
    <message>
        <source>the library file is damaged (%1)</source>
        <translation>文献库文件已损坏（%1）</translation>
    </message>
    <message>
        <source>%1 is damaged: it no longer matches its checksum</source>
        <translation>%1已损坏：与其校验和不再匹配</translation>
    </message>
    <message>
        <source>%1 is not a library: Lectern opens a file, or a PostgreSQL database named by a postgresql:// address.</source>
        <translation>%1 不是文献库：Lectern 打开一个文件，或以 postgresql:// 地址指定的 PostgreSQL 数据库。</translation>
    </message>
    <message>
        <source>the connection to the server was lost (%1)</source>
        <translation>与服务器的连接已断开（%1）</translation>
    </message>
    <message>
        <source>the server found the library damaged (%1)</source>
        <translation>服务器发现文献库已损坏（%1）</translation>
    </message>
    <message>
        <source>your role in this library does not allow this; an owner of the library can change it (%1)</source>
        <translation>您在此文献库中的角色不允许此操作；文献库的所有者可以更改它（%1）</translation>
    </message>
    <message>
        <source>paper %1 is no longer in the library; the note was not saved</source>
        <translation>论文 %1 已不在库中；笔记未保存</translation>
    </message>
    <message>
        <source>the library is locked by another program; try again when it is done</source>
        <translation>该库已被另一个程序锁定；请在其完成后重试</translation>
    </message>
    <message>
        <source>the library is locked: process %1 (%2) is writing to it; try again when it is done</source>
        <translation>该库已被锁定：进程 %1（%2）正在写入；请在其完成后重试</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>未知程序</translation>
    </message>
    <message>
        <source>the journal could not be folded in: another connection kept reading</source>
        <translation>无法合并日志：另一个连接仍在读取</translation>
    </message>
</context>
<context>
    <name>Lectern::Storage::DuplicateFinder</name>
    <message>
        <source>the same DOI or arXiv id</source>
        <translation>相同的 DOI 或 arXiv 编号</translation>
    </message>
    <message>
        <source>the same title</source>
        <translation>相同的标题</translation>
    </message>
    <message>
        <source>similar abstracts</source>
        <translation>相似的摘要</translation>
    </message>
</context>
<context>
    <name>Lectern::TagName</name>
    <message>
        <source>A tag needs a name.</source>
        <translation>标签需要名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty level: write levels as &quot;method/diffusion&quot;.</source>
        <translation>“%1”含有空的层级：层级应写成“method/diffusion”这样的形式。</translation>
    </message>
    <message>
        <source>A tag name can have at most %1 characters.</source>
        <translation>标签名称最多只能有 %1 个字符。</translation>
    </message>
    <message>
        <source>A tag name cannot contain a comma or a double quote.</source>
        <translation>标签名称不能包含逗号或双引号。</translation>
    </message>
    <message>
        <source>A tag name cannot start with &quot;-&quot; (it means &quot;not&quot; in searches).</source>
        <translation>标签名称不能以“-”开头（它在搜索中表示“非”）。</translation>
    </message>
    <message>
        <source>A tag name cannot contain control characters.</source>
        <translation>标签名称不能包含控制字符。</translation>
    </message>
    <message>
        <source>A tag name cannot contain characters that change the direction of text.</source>
        <translation>标签名称不能包含改变文字方向的字符。</translation>
    </message>
</context>
<context>
    <name>Lectern::TagStore</name>
    <message>
        <source>&quot;%1&quot; cannot be moved below itself.</source>
        <translation>无法将“%1”移到其自身之下。</translation>
    </message>
</context>
<context>
    <name>Lectern::Text::identity</name>
    <message>
        <source>the same DOI, %1</source>
        <translation>DOI 相同（%1）</translation>
    </message>
    <message>
        <source>the same arXiv id, %1</source>
        <translation>arXiv 编号相同（%1）</translation>
    </message>
    <message>
        <source>the same PMID, %1</source>
        <translation>PMID 相同（%1）</translation>
    </message>
    <message>
        <source>the same title and year</source>
        <translation>标题和年份相同</translation>
    </message>
    <message>
        <source>the same abstract</source>
        <translation>摘要相同</translation>
    </message>
</context>
<context>
    <name>LibraryOpening</name>
    <message>
        <source>Opening the Library</source>
        <translation>正在打开文献库</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>%1 的密码</translation>
    </message>
    <message>
        <source>Password (Lectern keeps it until it quits, and never saves it):</source>
        <translation>密码（Lectern 保留到退出为止，从不保存）：</translation>
    </message>
</context>
<context>
    <name>LibraryUpgrade</name>
    <message>
        <source>Upgrading the Library</source>
        <translation>正在升级文献库</translation>
    </message>
    <message>
        <source>Upgrading %1 for this version of Lectern. A large library takes a minute; this happens once.</source>
        <translation>正在为此版本的 Lectern 升级 %1。大型文献库需要约一分钟；此操作只进行一次。</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: record %2 has no field &apos;%3&apos;</source>
        <translation>%1：记录 %2 没有字段“%3”</translation>
    </message>
    <message>
        <source>%1: record %2 has &apos;%3&apos; in &apos;%4&apos;, which is not a label (1 or 0)</source>
        <translation>%1：记录 %2 的“%4”中为“%3”，不是有效的标签（1 或 0）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1: row %2 has no decision and reviewer of a Lectern decisions file</source>
        <translation>%1：第 %2 行缺少 Lectern 决定文件所需的决定和审阅人</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>ASReview LAB&apos;s default model, for comparison: a linear SVM over the words and word pairs of title and abstract</source>
        <translation>ASReview LAB 的默认模型，用于比较：基于标题和摘要的词及词对的线性 SVM</translation>
    </message>
    <message>
        <source>Lectern&apos;s model: a linear SVM over words and parts of words, with undecided papers presumed irrelevant</source>
        <translation>Lectern 的模型：基于词和词片段的线性 SVM，未决定的论文被假定为不相关</translation>
    </message>
    <message>
        <source>The review is no longer in the library.</source>
        <translation>该综述已不在文献库中。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use a light or dark palette instead of the system&apos;s.</source>
        <translation>使用浅色或深色配色，而不使用系统配色。</translation>
    </message>
    <message>
        <source>Start with this search query (see F1 in the search field).</source>
        <translation>启动时执行此查询（参见搜索框中按 F1 显示的帮助）。</translation>
    </message>
    <message>
        <source>Read, search and tag research-paper abstracts.</source>
        <translation>阅读、搜索研究论文摘要并为其添加标签。</translation>
    </message>
    <message>
        <source>Abstract files to import.</source>
        <translation>要导入的摘要文件。</translation>
    </message>
    <message>
        <source>The library to open: a file, or a PostgreSQL database as postgresql://user@host/database.</source>
        <translation>要打开的文献库：一个文件，或以 postgresql://用户@主机/数据库 表示的 PostgreSQL 数据库。</translation>
    </message>
    <message>
        <source>lectern: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it in a desktop session, or use lectern-cli to import, search, tag and export from the command line (lectern-cli --help).</source>
        <translation>lectern：未找到显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请在桌面会话中启动它，或使用 lectern-cli 在命令行中导入、搜索、添加标签和导出（lectern-cli --help）。</translation>
    </message>
</context>
</TS>
