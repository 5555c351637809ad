/** One dated section of CHANGELOG.md. */
export interface ChangelogDay {
  date: string;
  changes: string[];
}

/**
 * CHANGELOG.md's sections: a `## <date>` heading, then one `- ` line per change (a change may wrap
 * onto indented lines). The file's own title and introduction, before the first section, are left
 * out. Read with this small reader rather than a markdown library, which would weigh on the first
 * load of every public page.
 */
export function parseChangelog(markdown: string): ChangelogDay[] {
  const days: ChangelogDay[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    const item = /^[-*]\s+(.+?)\s*$/.exec(line);
    const current = days.at(-1);
    if (heading?.[1]) days.push({ date: heading[1], changes: [] });
    else if (item?.[1] && current) current.changes.push(item[1]);
    else if (/^\s+\S/.test(line) && current && current.changes.length > 0) current.changes[current.changes.length - 1] += ` ${line.trim()}`;
  }
  return days;
}
