// Request and response schemas of every call of spec §7.
export {};
