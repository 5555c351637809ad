import { REFERRAL_ATTRIBUTION_DAYS } from "@folio/contract";
import { FREE_RETENTION_DAYS } from "@folio/contract/billing-plans";
import { ContentPage, ContentSection, TextLink } from "./content-page";

/** What Folio stores and sends, as the code does it (session cookie, local storage keys, processors). */
export function PrivacyPage() {
  return (
    <ContentPage title="Privacy policy" lead="What Folio keeps about you, why, who else sees it, and how to take it out or delete it." updated="26 November 2026">
      <ContentSection id="what" title="What we store">
        <ul>
          <li>Your account: e-mail address, a hash of your password (never the password), your first and last name, profession and profile picture if you add them.</li>
          <li>Your documents, the text read from them and the search index built from that text, so Folio can answer from them.</li>
          <li>Your conversations, folders, summaries and podcasts, and the feedback you give on answers.</li>
          <li>Your plan, subscription status, credit balance, daily usage counts and billing history.</li>
          <li>If you use the developer API: your API keys, stored only as hashes, and their monthly usage.</li>
        </ul>
        <p>If you use Folio without an account, an anonymous account holds the same kinds of data until you sign up, when it moves to your account.</p>
      </ContentSection>
      <ContentSection id="cookies" title="Cookies and local storage">
        <p>Folio sets one cookie: <code>folio_session</code>, which keeps you signed in. It is HttpOnly (page scripts cannot read it), sent only to Folio, and expires when the session does.</p>
        <p>
          If you came by someone&apos;s referral link (the <TextLink to="/affiliate-program">affiliate programme</TextLink>), the browser tab keeps its code in session storage
          (<code>folio.referral-code</code>) until you sign up. Only if you allow marketing cookies is it also kept in a first-party cookie, <code>folio_ref</code>, for{" "}
          {REFERRAL_ATTRIBUTION_DAYS} days; withdrawing that consent deletes it. The person who referred you sees that one more person signed up and, after your first payment, the
          commission it earned: never your name or e-mail address.
        </p>
        <p>
          The browser also keeps a few settings in local storage: your light or dark theme (<code>folio.theme</code>), the session token of an anonymous account
          (<code>folio.session-token</code>), whether you signed in with the cookie (<code>folio.cookie-session</code>) and your last chosen chat model and language.
        </p>
        <p>
          Your cookie choices are kept in local storage too (<code>folio.consent</code>). Until you choose, nothing optional runs, and you can change your mind at any
          time with Cookie settings at the foot of every public page or in Settings; a withdrawal applies at once.
        </p>
        <ul>
          <li>
            <strong>Analytics</strong>, if you allow it: the pages you open are recorded in Folio&apos;s own database with a random browser id (
            <code>folio.analytics-id</code>), forgotten when you log out or withdraw. Nothing of it goes to another company.
          </li>
          <li>
            <strong>Session recording</strong> runs only if you allow it.
          </li>
          <li>
            <strong>Marketing</strong>, if you allow it and only where the operator of this Folio set one up: an advertising partner&apos;s pixel loads to measure
            whether its ads brought you here.
          </li>
        </ul>
        <p>
          Whatever you choose, Folio counts sign-ups, uploads, questions and purchases in its own database as they happen, to see how Folio is used; they are
          deleted with your account. On public pages, when Google sign-in is set up and you are signed out, Google&apos;s one-tap sign-in prompt loads from Google.
        </p>
      </ContentSection>
      <ContentSection id="processors" title="Who else processes your data">
        <ul>
          <li>Payments are taken by our card payment provider (Stripe); Folio never sees or stores your card number.</li>
          <li>When you ask a question with a hosted AI model, your question and the passages of your documents it needs are sent to that model's provider to write the answer.</li>
          <li>Sign-in with Google shares your name and e-mail address from Google with Folio, only if you choose it.</li>
          <li>E-mails (verification, password reset) go through our e-mail provider.</li>
        </ul>
        <p>We do not sell your data or use your documents to train models.</p>
      </ContentSection>
      <ContentSection id="visibility" title="Who can see your documents">
        <p>Only you. No other user can reach your documents, conversations or folders. A folder's chats you share by link can be read by anyone who has that link, until you stop sharing.</p>
      </ContentSection>
      <ContentSection id="retention" title="How long we keep it">
        <p>
          On the free plan a document is kept at most {FREE_RETENTION_DAYS} days. On paid plans documents stay until you delete them. Everything else stays until you delete it or your
          account.
        </p>
      </ContentSection>
      <ContentSection id="export" title="Taking your data out">
        <p>
          You can download the original file of each of your documents from its page, export a summary as a PDF (paid plans) and download each podcast as an MP3. To receive a
          copy of everything else we hold about you, write to us from your account's e-mail address.
        </p>
      </ContentSection>
      <ContentSection id="deletion" title="Deleting your data">
        <p>
          Delete a document, conversation, folder or podcast at any time. Deleting your account in <TextLink to="/settings">Settings</TextLink> deletes it with all its data at once,
          and the stored files no other account uses. See <TextLink to="/delete">deleting your account</TextLink>.
        </p>
      </ContentSection>
      <ContentSection id="children" title="Children">
        <p>Folio is not for children under 13, and we do not knowingly keep data about them.</p>
      </ContentSection>
    </ContentPage>
  );
}
