import { ContentPage, ContentSection, TextLink } from "./content-page";

const SELF_HOST = "npm run setup\nnpm start";

export function DownloadsPage() {
  return (
    <ContentPage title="Downloads" lead="Folio runs in your browser: there is nothing to install to use it. Here is what exists beyond the web app, and how to run Folio yourself.">
      <ContentSection id="browser" title="In the browser">
        <p>
          Folio works in current versions of Chrome, Edge, Firefox and Safari, on computers and on phones down to 360 pixels wide. <TextLink to="/register">Create a free account</TextLink> to
          start.
        </p>
      </ContentSection>
      <ContentSection id="extension" title="Browser extension">
        <p>
          The Folio extension for Chrome, Edge and other Chromium-based browsers chats with the page you are on, answers a question about a selection and saves the page to your
          library. <TextLink to="/extension">Download it and see how to load it</TextLink>.
        </p>
      </ContentSection>
      <ContentSection id="mobile" title="Mobile app">
        <p>
          Folio installs on a phone from the browser (Add to Home screen): it opens like an app, takes files and links shared from other apps, and says when it is offline. To
          sign the phone in without typing a password, open <TextLink to="/link-device">Link this device</TextLink> on the phone and enter the ID it shows in Settings on a
          computer. There is no Folio app in the app stores.
        </p>
      </ContentSection>
      <ContentSection id="self-hosting" title="Run Folio yourself">
        <p>
          Folio is one Node.js process with an embedded database, so it runs on your own machine or server. On Debian or Ubuntu with Node.js 20 or later, from a copy of the
          source code, two commands install everything and start it at http://localhost:3000:
        </p>
        <pre className="overflow-x-auto rounded-lg border bg-muted px-4 py-3 font-mono text-sm">
          <code>{SELF_HOST}</code>
        </pre>
        <p>The first installs the system packages and dependencies and builds the web app; the second starts Folio with its data in ./data.</p>
      </ContentSection>
    </ContentPage>
  );
}
