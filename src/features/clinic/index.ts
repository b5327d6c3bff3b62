// Public seam of clinics, safe on the client: the account menu's clinic switcher and its pure rules.
export { ClinicMenuSlot } from "./components/clinic-menu-slot";
export { activeValue, showSwitcher, switchOptions, type ClinicChoice, type SwitchOption } from "./switcher";
export { addressComplete, type StreetAddress } from "./address";
export { checkoutButtonLabel } from "./rules";
