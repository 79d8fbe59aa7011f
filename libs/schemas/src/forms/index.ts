// Form schemas (spec §5), shared by the screens and the join API.
export {};
