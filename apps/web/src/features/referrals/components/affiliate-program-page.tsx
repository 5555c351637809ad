import { Link } from "@tanstack/react-router";
import { REFERRAL_ATTRIBUTION_DAYS, REFERRAL_CLAIM_HOURS, REFERRAL_COMMISSION_PERCENT, REFERRAL_MIN_PAYOUT_USD, REFERRAL_QUERY_PARAM } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { ContentPage, ContentSection, TextLink } from "@/features/home";

/** /affiliate-program: the programme's terms as the code applies them (docs/decisions/0032). */
export function AffiliateProgramPage() {
  return (
    <ContentPage
      title="Affiliate programme"
      lead={`Recommend Folio and earn ${REFERRAL_COMMISSION_PERCENT}% of the first payment of every customer who signs up through your link.`}
    >
      <ContentSection id="join" title="How to join">
        <p>
          Every Folio account can take part; there is nothing to apply for. Your referral link is on your <TextLink to="/billing">Billing page</TextLink>, with a button to copy it.
          It looks like <code>https://folio…/?{REFERRAL_QUERY_PARAM}=YOURCODE</code> and may point at any Folio page.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/register" search={{ next: "/billing" }}>
              Create an account and get your link
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/billing">Open your Billing page</Link>
          </Button>
        </div>
      </ContentSection>
      <ContentSection id="commission" title="Commission">
        <ul>
          <li>
            You earn {REFERRAL_COMMISSION_PERCENT}% of the first payment a referred customer makes: a subscription, a paid trial or a credit purchase, in US dollars. Free trials are
            not payments.
          </li>
          <li>Only the first payment counts: renewals and later purchases of the same customer earn nothing more.</li>
          <li>A customer is referred once: the first referral that reaches their new account counts, and an account that has paid for something cannot be referred any more.</li>
        </ul>
      </ContentSection>
      <ContentSection id="attribution" title="Attribution window">
        <ul>
          <li>When someone opens Folio through your link, the browser tab keeps your code until they create an account.</li>
          <li>
            If they allow marketing cookies, Folio also keeps the code in a first-party cookie (<code>folio_ref</code>) for {REFERRAL_ATTRIBUTION_DAYS} days, so a sign-up later or in
            another tab still counts. Without that consent nothing outlives the tab.
          </li>
          <li>
            Signing up with Google counts too, when the account is new: a code is attached to an account only within {REFERRAL_CLAIM_HOURS} hours of its creation and before its first
            payment.
          </li>
          <li>If they follow several referral links, the last one before sign-up counts.</li>
        </ul>
      </ContentSection>
      <ContentSection id="payout" title="Payout">
        <p>
          Your Billing page shows how many people signed up through your link, how many paid, and each commission as owed, paid or cancelled. Commissions are paid once what
          you are owed reaches ${REFERRAL_MIN_PAYOUT_USD}; each one is then marked paid with its date. A commission whose payment is refunded or disputed before it is paid out is
          cancelled: it stays in your list, marked so, and is not paid.
        </p>
      </ContentSection>
      <ContentSection id="prohibited" title="Prohibited practices">
        <p>Commissions earned in any of these ways are not paid, and the account may be closed:</p>
        <ul>
          <li>Referring yourself, your own other accounts or accounts made up for the purpose (Folio refuses a referral to your own link).</li>
          <li>Spam: unsolicited e-mail, messages or comments carrying your link.</li>
          <li>Bidding on “Folio” or misspellings of it in search advertising, or ads that pose as Folio.</li>
          <li>Misleading claims about Folio, its prices or its features, or promising people money or rewards to sign up.</li>
          <li>Setting the referral code in someone’s browser without them choosing to follow your link (cookie stuffing, hidden frames, pop-unders).</li>
        </ul>
        <p>
          The <TextLink to="/terms">terms of service</TextLink> apply to the programme too. Folio may change these terms; a commission already earned is paid under the terms it was
          earned under.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
