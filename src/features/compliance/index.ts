// Public seam of compliance, safe on client and server: the regulatory classes, their labels and the rules.
export {
  checkDeaNumber,
  complianceProblem,
  credentialCounts,
  DEA_TEXT,
  FORM_ALREADY_USED,
  ONE_FORM_ONE_VENDOR,
  ORDER_FORM_TEXT,
  isControlled,
  parseRegulatoryClass,
  REGULATORY_CLASSES,
  regulatoryLabel,
  SCHEDULES,
  type ComplianceLocation,
  type DeaRegistration,
  type OrderForm,
  type RegulatoryClass,
  type Schedule,
  type StateLicence,
} from "./rules";
export { RegulatoryBadge } from "./components/regulatory-badge";
