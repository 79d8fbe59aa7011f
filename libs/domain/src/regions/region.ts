export interface Region {
  /** ISO 3166-2 subdivision code without the country prefix ('CA' for California). */
  code: string;
  /** Name as written locally; regions are proper names and are not translated. */
  name: string;
}
