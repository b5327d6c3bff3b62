export * from "./auth";
export * from "./catalog";
export * from "./commerce";
export * from "./engagement";
export * from "./content";
export * from "./clinic";
