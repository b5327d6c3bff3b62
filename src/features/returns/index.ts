// Client-safe seam of returns: the reasons, statuses and the product page's policy sentence.
export { RETURN_REASONS, RETURN_STATUSES, returnPolicyText, returnStatusLabel, type ReturnReason } from "./rules";
