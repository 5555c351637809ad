/** What other parts use of home, the public site's content: the public frame (header, footer, background) and the public pages. */
export { HomeFooter } from "./components/home-footer";
export { HomeHeader } from "./components/home-header";
export { PublicFrame, type PublicBackground } from "./components/public-frame";
export { HomePage } from "./components/home-page";
export { FaqsPage } from "./components/site/faqs-page";
export { PrivacyPage } from "./components/site/privacy-page";
export { TermsPage } from "./components/site/terms-page";
export { ChangelogPage } from "./components/site/changelog-page";
export { DownloadsPage } from "./components/site/downloads-page";
export { DeletePage } from "./components/site/delete-page";
export { PdfToChatPage, LpMetaPage, adLandingPage } from "./components/site/landing-page";
export { ContentPage, ContentSection, TextLink } from "./components/site/content-page";
export { StartChatButton } from "./components/site/start-chat-button";
export { CompareIndexPage, comparePage } from "./components/compare/compare-pages";
export { AlternativesIndexPage, alternativesPage } from "./components/compare/alternatives-pages";
