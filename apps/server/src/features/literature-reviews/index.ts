/**
 * Literature reviews: a review of a folder or chosen documents on a topic, made as a tracked job
 * (extractive with LOCAL, prose over the same verified quotes with a provider model), saved,
 * listed, deleted, and exported to PDF, Word, Markdown and BibTeX. Decision 0028.
 */
export { startReview, getReview, listReviews, deleteReview } from "./manage-reviews.ts";
export { exportReview } from "./export-file.ts";
export { makeReviewJob } from "./make-review.job.ts";
