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
          Cancel your subscription on the <TextLink to="/billing">Billing page</TextLink> before you delete the account: deleting the account does not by itself tell the card
          payment provider to stop renewing it.
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
