/** What the routes use of admin, the operator area: its layout (navigation, 403 for non-admins) and its pages. */
export { AdminLayout } from "./components/admin-layout";
export { DashboardPage } from "./components/dashboard-page";
export { ModelsPage } from "./components/models-page";
