import { Button } from "@/components/ui/button";
import { Link } from "@tanstack/react-router";
import { ContentPage, ContentSection, TextLink } from "./content-page";

export function DeletePage() {
  return (
    <ContentPage title="Delete your account" lead="You can delete your Folio account yourself, at any time, from Settings.">
      <ContentSection id="how" title="How">
        <ol className="grid list-decimal gap-1.5 pl-5">
          <li>Log in and open Settings.</li>
          <li>At the bottom of the page, choose Delete account.</li>
          <li>Confirm. You are logged out and taken to the home page.</li>
        </ol>
        <div>
          <Button asChild>
            <Link to="/settings">Go to Settings</Link>
          </Button>
        </div>
      </ContentSection>
      <ContentSection id="what" title="What is deleted">
        <p>
          Everything in the account, at once: your profile, documents and their files, conversations, folders and their share links, summaries, podcasts, API keys, usage and
          billing records. Stored files no other account uses are removed with it. Deletion cannot be undone.
        </p>
      </ContentSection>
      <ContentSection id="subscription" title="If you pay for a plan">
        <p>
          Deleting the account cancels your subscription with the card payment provider at once: it is not renewed and nothing more is charged. The rest of the term you paid
          for is not refunded; to use it, cancel on the <TextLink to="/billing">Billing page</TextLink> and delete the account when the term ends. If the payment provider
          cannot be reached, the account is not deleted and nothing changes: you are asked to try again.
        </p>
      </ContentSection>
      <ContentSection id="keep" title="Keeping a copy first">
        <p>
          Download the documents, summaries and podcasts you want to keep before you delete the account. The <TextLink to="/privacy">privacy policy</TextLink> says what else we hold and
          how to ask for it.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
