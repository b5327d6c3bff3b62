// Client-safe seam of returns: the reasons and the statuses.
export { RETURN_REASONS, RETURN_STATUSES, returnStatusLabel, type ReturnReason } from "./rules";
