import Markdown from "react-markdown";
// The repository's CHANGELOG.md, read at build time: the page is the file, so it cannot fall behind it.
import changelog from "../../../../../../../CHANGELOG.md?raw";
import { ContentPage } from "./content-page";

/** The file's body after its title and introduction: the dated sections. */
const entries = changelog.slice(changelog.indexOf("\n## ") + 1);

export function ChangelogPage() {
  return (
    <ContentPage title="Changelog" lead="What changed in Folio that you can see, newest first.">
      <div className="grid gap-6 [&_h2]:border-t [&_h2]:pt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_li]:text-foreground/90 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5">
        <Markdown skipHtml>{entries}</Markdown>
      </div>
    </ContentPage>
  );
}
