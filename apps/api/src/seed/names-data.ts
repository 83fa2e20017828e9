/** Word lists for people, streets and places. Cities carry a real state and a zip prefix from that city. */
export const FIRST_NAMES = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph ' +
  'Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret ' +
  'Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa ' +
  'George Deborah Timothy Stephanie Ronald Rebecca Jason Laura Edward Sharon Jeffrey Cynthia Ryan Kathleen Jacob ' +
  'Amy Gary Angela Nicholas Shirley Eric Anna Jonathan Brenda Stephen Pamela Larry Emma Justin Nicole Scott Helen ' +
  'Brandon Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Priya Wei Carlos Sofia ' +
  'Mohammed Aaliyah Hiroshi Mei Diego Fatima Olga Tariq Lucia Andre Keisha Mateo Ingrid Rahul Yasmin'
).split(' ');

export const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson ' +
  'Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell ' +
  'Mitchell Carter Roberts Patel Chen Kim Okafor Novak Schmidt Rossi Kowalski Haddad Tanaka Singh Murphy OBrien'
).split(' ');

export const STREET_NAMES = (
  'Main Oak Maple Cedar Pine Elm Washington Lake Hill Park Walnut Sunset Lincoln Jackson Highland Church River ' +
  'Spring Meadow Franklin Madison Chestnut Willow Harbor Bay Ridge Forest Mill Valley Center Union Broad Market ' +
  'Jefferson Adams Liberty Grove Orchard Summit Prospect Pleasant'
).split(' ');

export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Way', 'Pkwy', 'Ct'];

/** `City|ST|zip prefix` */
export const CITIES = (
  'Boston|MA|021; Cambridge|MA|021; Quincy|MA|021; Salem|MA|019; Worcester|MA|016; Providence|RI|029; Hartford|CT|061; ' +
  'New Haven|CT|065; Stamford|CT|069; Portland|ME|041; Manchester|NH|031; Burlington|VT|054; Albany|NY|122; ' +
  'Buffalo|NY|142; Rochester|NY|146; Brooklyn|NY|112; Newark|NJ|071; Jersey City|NJ|073; Trenton|NJ|086; Philadelphia|PA|191; ' +
  'Pittsburgh|PA|152; Baltimore|MD|212; Annapolis|MD|214; Wilmington|DE|198; Arlington|VA|222; Richmond|VA|232; ' +
  'Norfolk|VA|235; Raleigh|NC|276; Charlotte|NC|282; Charleston|SC|294; Atlanta|GA|303; Savannah|GA|314; Orlando|FL|328; ' +
  'Tampa|FL|336; Miami|FL|331; Nashville|TN|372; Louisville|KY|402; Columbus|OH|432; Cleveland|OH|441; Detroit|MI|482; ' +
  'Chicago|IL|606; Milwaukee|WI|532; Minneapolis|MN|554; St. Louis|MO|631; Kansas City|MO|641; Omaha|NE|681; ' +
  'Denver|CO|802; Austin|TX|787; Dallas|TX|752; Houston|TX|770; San Antonio|TX|782; Phoenix|AZ|850; Tucson|AZ|857; ' +
  'Albuquerque|NM|871; Salt Lake City|UT|841; Las Vegas|NV|891; San Diego|CA|921; Los Angeles|CA|900; San Jose|CA|951; ' +
  'Sacramento|CA|958; Oakland|CA|946; Portland|OR|972; Seattle|WA|981; Spokane|WA|992; Boise|ID|837; Honolulu|HI|968; ' +
  'Anchorage|AK|995'
).split('; ');

export interface City {
  city: string;
  state: string;
  zipPrefix: string;
}

export function parseCity(entry: string): City {
  const [city = '', state = '', zipPrefix = '000'] = entry.split('|');
  return { city, state, zipPrefix };
}
