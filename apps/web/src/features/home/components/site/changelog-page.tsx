// The repository's CHANGELOG.md, read at build time: the page is the file, so it cannot fall behind it.
import changelog from "../../../../../../../CHANGELOG.md?raw";
import { ContentPage } from "./content-page";
import { parseChangelog } from "./changelog-entries";

const DAYS = parseChangelog(changelog);

export function ChangelogPage() {
  return (
    <ContentPage title="Changelog" lead="What changed in Folio that you can see, newest first.">
      {DAYS.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-3 border-t pt-6">
          <h2 id={`day-${day.date}`} className="text-xl font-semibold tracking-tight">
            <time dateTime={day.date}>{day.date}</time>
          </h2>
          <ul className="grid list-disc gap-2 pl-5 text-foreground/90">
            {day.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
