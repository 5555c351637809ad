/** What the app uses of onboarding: the tour shown on signed-in pages. */
export { OnboardingTour } from "./components/onboarding-tour";
export { TOUR_STORAGE_KEY } from "./tour-state";
