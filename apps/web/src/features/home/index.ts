/** What other features use of home: the public pages' header and footer. */
export { HomeFooter } from "./components/home-footer";
export { HomeHeader } from "./components/home-header";
