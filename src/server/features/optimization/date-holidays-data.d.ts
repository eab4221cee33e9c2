/** The holiday library's raw data (its `./data` export ships no types): what the server reads of it. */
declare module 'date-holidays/data' {
  export const data: {
    holidays: Record<string, { names: Record<string, string>; zones?: string[] }>;
  };
}
