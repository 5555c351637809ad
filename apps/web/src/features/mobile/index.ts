/** What other features and routes use of the mobile app: the phone's pairing page, the Settings section, the offline banner, the service worker and the share inbox. */
export { DevicePairingPage } from "./components/device-pairing-page";
export { LinkMobileSection } from "./components/link-mobile-section";
export { OfflineBanner } from "./components/offline-banner";
export { useServiceWorker } from "./register-service-worker";
export { takeSharedItems, type SharedItems } from "./share-inbox";
