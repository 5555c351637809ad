import { FREE_TRIAL_DAYS } from "@folio/contract/billing-plans";
import { ContentPage, ContentSection, TextLink } from "./content-page";

export function TermsPage() {
  return (
    <ContentPage title="Terms of service" lead="The agreement between you and Folio when you use the app, the developer API and the free tools." updated="25 November 2026">
      <ContentSection id="age" title="Who may use Folio">
        <p>You must be at least 13 years old to use Folio. If you use it for an organisation, you accept these terms for it.</p>
      </ContentSection>
      <ContentSection id="content" title="Your content">
        <p>
          Your documents, questions and everything you create stay yours. You give Folio only the permission it needs to store them and to process them to answer you
          (including sending passages to the AI model you choose). Upload only documents you have the right to use.
        </p>
      </ContentSection>
      <ContentSection id="use" title="Acceptable use">
        <ul>
          <li>No unlawful content, malware or attempts to reach other users' data.</li>
          <li>No attempts to get around plan limits, rate limits or API quotas, and no sharing of API keys outside your organisation.</li>
          <li>AI answers can be wrong: check the cited passages before you rely on an answer.</li>
        </ul>
      </ContentSection>
      <ContentSection id="plans" title="Plans, trials and payments">
        <ul>
          <li>Paid plans are billed in advance, monthly or yearly, in US dollars, and renew until cancelled.</li>
          <li>A cancelled subscription stays active until the end of the term you paid for.</li>
          <li>A new account's free trial lasts {FREE_TRIAL_DAYS} days; cancel before it ends and you are not charged.</li>
          <li>Credits are for credit-based models, cannot be exchanged for money, and are bought by paid accounts only.</li>
        </ul>
        <p>
          Current prices and limits are on the <TextLink to="/pricing">pricing page</TextLink>.
        </p>
      </ContentSection>
      <ContentSection id="ending" title="Ending the agreement">
        <p>
          You can stop at any time by deleting your account (<TextLink to="/delete">how</TextLink>). We may suspend an account that breaks these terms, and will tell you why.
        </p>
      </ContentSection>
      <ContentSection id="liability" title="Liability">
        <p>
          Folio is provided as it is. To the extent the law allows, our total liability to you for any claim is limited to the amounts you paid Folio in the 6 months before the
          claim arose.
        </p>
      </ContentSection>
      <ContentSection id="changes" title="Changes">
        <p>
          When these terms change we update the date above and, for changes that matter, tell you by e-mail before they apply. The <TextLink to="/privacy">privacy policy</TextLink> explains how we
          handle your data.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
