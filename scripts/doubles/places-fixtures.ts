/**
 * Real bars near the centres of London, Dublin and New York, for the places double. Names
 * and addresses are real; positions are close to the door. Opening state is fixed so tests
 * and screenshots are stable: some open, some closed, some unknown. Weekly hours are made up
 * but typical, each in both providers' formats: some late (past midnight), some closing early,
 * some closed on a weekday, some unknown, one whose OpenStreetMap tag cannot be read.
 */
export interface FixtureBar {
  name: string;
  address: string;
  lat: number;
  lng: number;
  openNow?: boolean;
  hours?: FixtureHours;
}

/** Google's `regularOpeningHours.periods` entry: day 0 is Sunday. */
interface GooglePeriod {
  open: { day: number; hour: number; minute: number };
  close?: { day: number; hour: number; minute: number };
}

export interface FixtureHours {
  /** OpenStreetMap's opening_hours tag. */
  osm: string;
  /** Google's periods; absent where Google has no hours for the bar. */
  google?: GooglePeriod[];
}

/** Google periods opening on each of `days` at `opens` until `closes` (the next day when earlier). */
function googlePeriods(days: number[], opens: string, closes: string): GooglePeriod[] {
  const [openHour = 0, openMinute = 0] = opens.split(':').map(Number);
  const [closeHour = 0, closeMinute = 0] = closes.split(':').map(Number);
  const nextDay = closeHour * 60 + closeMinute <= openHour * 60 + openMinute;
  return days.map((day) => ({
    open: { day, hour: openHour, minute: openMinute },
    close: { day: nextDay ? (day + 1) % 7 : day, hour: closeHour, minute: closeMinute },
  }));
}

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** 12:00 to 23:00, and to 02:00 on Friday and Saturday nights. */
export const LATE_AT_WEEKENDS: FixtureHours = {
  osm: 'Mo-Th,Su 12:00-23:00; Fr,Sa 12:00-02:00',
  google: [
    ...googlePeriods([SUN, MON, TUE, WED, THU], '12:00', '23:00'),
    ...googlePeriods([FRI, SAT], '12:00', '02:00'),
  ],
};
/** Every day 11:00 to 21:00. */
const CLOSES_EARLY: FixtureHours = {
  osm: 'Mo-Su 11:00-21:00',
  google: googlePeriods([SUN, MON, TUE, WED, THU, FRI, SAT], '11:00', '21:00'),
};
/** Tuesday to Sunday 16:00 to 00:30; closed on Mondays. */
const CLOSED_MONDAYS: FixtureHours = {
  osm: 'Tu-Su 16:00-00:30',
  google: googlePeriods([SUN, TUE, WED, THU, FRI, SAT], '16:00', '00:30'),
};
/** Open round the clock (Google's one period with no close). */
const ROUND_THE_CLOCK: FixtureHours = { osm: '24/7', google: [{ open: { day: SUN, hour: 0, minute: 0 } }] };
/** A tag no parser can read, and nothing from Google: the bar's hours are unknown. */
export const UNREADABLE: FixtureHours = { osm: 'ask at the bar, usually late' };

export interface FixtureCity {
  /** Lower-case names a search may use for the city. */
  names: string[];
  /** Its IANA time zone, as Google names it with a place. */
  timeZone: string;
  /** ISO 3166-1 code, as Nominatim gives it in an address. */
  countryCode: string;
  centre: { lat: number; lng: number };
  bars: FixtureBar[];
}

export const FIXTURE_CITIES: FixtureCity[] = [
  {
    names: ['london'],
    timeZone: 'Europe/London',
    countryCode: 'gb',
    centre: { lat: 51.5074, lng: -0.1278 },
    bars: [
      {
        name: 'Lamb & Flag',
        address: '33 Rose St, London WC2E 9EB, UK',
        lat: 51.5117,
        lng: -0.126,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'The Harp',
        address: '47 Chandos Pl, London WC2N 4HS, UK',
        lat: 51.5098,
        lng: -0.1253,
        openNow: true,
        hours: CLOSES_EARLY,
      },
      {
        name: 'The Salisbury',
        address: "90 St Martin's Ln, London WC2N 4AP, UK",
        lat: 51.5111,
        lng: -0.1275,
        openNow: false,
        hours: CLOSED_MONDAYS,
      },
      {
        name: "Gordon's Wine Bar",
        address: '47 Villiers St, London WC2N 6NE, UK',
        lat: 51.5081,
        lng: -0.1233,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      { name: 'The Nell Gwynne Tavern', address: '1-2 Bull Inn Ct, London WC2R 0NP, UK', lat: 51.51, lng: -0.1228 },
      {
        name: 'The Red Lion',
        address: '23 Crown Passage, London SW1Y 6PP, UK',
        lat: 51.5059,
        lng: -0.1378,
        openNow: false,
        hours: CLOSES_EARLY,
      },
      {
        name: 'The Coach & Horses',
        address: '29 Greek St, London W1D 5DH, UK',
        lat: 51.5136,
        lng: -0.131,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'The French House',
        address: '49 Dean St, London W1D 5BG, UK',
        lat: 51.5129,
        lng: -0.132,
        openNow: true,
        hours: CLOSED_MONDAYS,
      },
      { name: 'The Lamb', address: "94 Lamb's Conduit St, London WC1N 3LZ, UK", lat: 51.5227, lng: -0.1189 },
      {
        name: 'Ye Olde Cheshire Cheese',
        address: '145 Fleet St, London EC4A 2BU, UK',
        lat: 51.5144,
        lng: -0.1075,
        openNow: false,
        hours: UNREADABLE,
      },
      {
        name: 'The Blackfriar',
        address: '174 Queen Victoria St, London EC4V 4EG, UK',
        lat: 51.5122,
        lng: -0.1039,
        openNow: true,
      },
      {
        name: 'The Anchor Bankside',
        address: '34 Park St, London SE1 9EF, UK',
        lat: 51.5077,
        lng: -0.0946,
        openNow: true,
      },
      {
        name: 'The George Inn',
        address: '75-77 Borough High St, London SE1 1NH, UK',
        lat: 51.5043,
        lng: -0.09,
        openNow: true,
      },
      {
        name: 'The Churchill Arms',
        address: '119 Kensington Church St, London W8 7LN, UK',
        lat: 51.5069,
        lng: -0.1947,
      },
      {
        name: 'The Mayflower',
        address: '117 Rotherhithe St, London SE16 4NF, UK',
        lat: 51.5017,
        lng: -0.0535,
        openNow: false,
      },
      { name: 'The Prospect of Whitby', address: '57 Wapping Wall, London E1W 3SH, UK', lat: 51.5072, lng: -0.0513 },
    ],
  },
  {
    names: ['dublin'],
    timeZone: 'Europe/Dublin',
    countryCode: 'ie',
    centre: { lat: 53.3498, lng: -6.2603 },
    bars: [
      {
        name: 'The Temple Bar',
        address: '47-48 Temple Bar, Dublin 2, D02 N725, Ireland',
        lat: 53.3455,
        lng: -6.2643,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'The Auld Dubliner',
        address: '24-25 Temple Bar, Dublin 2, D02 XT10, Ireland',
        lat: 53.3456,
        lng: -6.2625,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'The Palace Bar',
        address: '21 Fleet St, Dublin 2, D02 HX26, Ireland',
        lat: 53.346,
        lng: -6.2596,
        openNow: false,
        hours: CLOSES_EARLY,
      },
      {
        name: "Mulligan's",
        address: '8 Poolbeg St, Dublin 2, D02 TK71, Ireland',
        lat: 53.3469,
        lng: -6.2555,
        openNow: true,
        hours: CLOSED_MONDAYS,
      },
      {
        name: 'The Porterhouse Temple Bar',
        address: '16-18 Parliament St, Dublin 2, D02 VR94, Ireland',
        lat: 53.3448,
        lng: -6.2676,
      },
      {
        name: "The Stag's Head",
        address: '1 Dame Ct, Dublin 2, D02 TW84, Ireland',
        lat: 53.3433,
        lng: -6.2641,
        openNow: true,
      },
      {
        name: "Grogan's",
        address: '15 South William St, Dublin 2, D02 H336, Ireland',
        lat: 53.342,
        lng: -6.2627,
        openNow: false,
      },
      {
        name: 'The Long Hall',
        address: "51 South Great George's St, Dublin 2, D02 CX65, Ireland",
        lat: 53.3421,
        lng: -6.2652,
        openNow: true,
      },
      { name: 'Davy Byrnes', address: '21 Duke St, Dublin 2, D02 K380, Ireland', lat: 53.3416, lng: -6.2592 },
      {
        name: "Kehoe's",
        address: '9 South Anne St, Dublin 2, D02 NH90, Ireland',
        lat: 53.341,
        lng: -6.2595,
        openNow: true,
      },
      {
        name: "O'Donoghue's",
        address: '15 Merrion Row, Dublin 2, D02 K127, Ireland',
        lat: 53.3383,
        lng: -6.2537,
        openNow: true,
      },
      {
        name: 'Doheny & Nesbitt',
        address: '5 Baggot St Lower, Dublin 2, D02 F866, Ireland',
        lat: 53.3375,
        lng: -6.2526,
        openNow: false,
      },
      { name: 'Toners', address: '139 Baggot St Lower, Dublin 2, D02 F634, Ireland', lat: 53.3361, lng: -6.2493 },
      {
        name: 'The Bleeding Horse',
        address: '24 Camden St Upper, Dublin 2, D02 XF60, Ireland',
        lat: 53.3343,
        lng: -6.265,
        openNow: true,
      },
      {
        name: 'The Brazen Head',
        address: '20 Bridge St Lower, Dublin 8, D08 WC64, Ireland',
        lat: 53.3447,
        lng: -6.2763,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
    ],
  },
  {
    names: ['new york', 'nyc', 'manhattan'],
    timeZone: 'America/New_York',
    countryCode: 'us',
    centre: { lat: 40.7128, lng: -74.006 },
    bars: [
      {
        name: 'Fraunces Tavern',
        address: '54 Pearl St, New York, NY 10004, USA',
        lat: 40.7034,
        lng: -74.0113,
        openNow: true,
        hours: CLOSES_EARLY,
      },
      {
        name: 'The Dead Rabbit',
        address: '30 Water St, New York, NY 10004, USA',
        lat: 40.7033,
        lng: -74.011,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'The Ear Inn',
        address: '326 Spring St, New York, NY 10013, USA',
        lat: 40.7262,
        lng: -74.0101,
        openNow: false,
        hours: CLOSED_MONDAYS,
      },
      { name: 'Attaboy', address: '134 Eldridge St, New York, NY 10002, USA', lat: 40.7193, lng: -73.9915 },
      {
        name: 'Bar Goto',
        address: '245 Eldridge St, New York, NY 10002, USA',
        lat: 40.7226,
        lng: -73.9898,
        openNow: false,
      },
      {
        name: 'Employees Only',
        address: '510 Hudson St, New York, NY 10014, USA',
        lat: 40.7335,
        lng: -74.0061,
        openNow: true,
        hours: LATE_AT_WEEKENDS,
      },
      {
        name: 'White Horse Tavern',
        address: '567 Hudson St, New York, NY 10014, USA',
        lat: 40.7356,
        lng: -74.006,
        openNow: true,
        hours: ROUND_THE_CLOCK,
      },
      { name: "Chumley's", address: '86 Bedford St, New York, NY 10014, USA', lat: 40.7322, lng: -74.0054 },
      {
        name: "Julius'",
        address: '159 W 10th St, New York, NY 10014, USA',
        lat: 40.7341,
        lng: -74.0019,
        openNow: true,
      },
      {
        name: "McSorley's Old Ale House",
        address: '15 E 7th St, New York, NY 10003, USA',
        lat: 40.7287,
        lng: -73.9896,
        openNow: true,
        hours: CLOSES_EARLY,
      },
      {
        name: 'Death & Co',
        address: '433 E 6th St, New York, NY 10009, USA',
        lat: 40.7259,
        lng: -73.9845,
        openNow: false,
      },
      { name: "Please Don't Tell", address: '113 St Marks Pl, New York, NY 10009, USA', lat: 40.7271, lng: -73.9838 },
      {
        name: 'Old Town Bar',
        address: '45 E 18th St, New York, NY 10003, USA',
        lat: 40.7377,
        lng: -73.9894,
        openNow: true,
      },
      {
        name: "Pete's Tavern",
        address: '129 E 18th St, New York, NY 10003, USA',
        lat: 40.7363,
        lng: -73.9871,
        openNow: true,
      },
      { name: 'The Campbell', address: '15 Vanderbilt Ave, New York, NY 10017, USA', lat: 40.7527, lng: -73.9772 },
      {
        name: 'Bemelmans Bar',
        address: '35 E 76th St, New York, NY 10021, USA',
        lat: 40.7746,
        lng: -73.9637,
        openNow: false,
      },
    ],
  },
];
