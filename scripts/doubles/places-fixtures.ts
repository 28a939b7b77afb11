/**
 * Real bars near the centres of London, Dublin and New York, for the places double. Names
 * and addresses are real; positions are close to the door. Opening state is fixed so tests
 * and screenshots are stable: some open, some closed, some unknown.
 */
export interface FixtureBar {
  name: string;
  address: string;
  lat: number;
  lng: number;
  openNow?: boolean;
}

export interface FixtureCity {
  /** Lower-case names a search may use for the city. */
  names: string[];
  centre: { lat: number; lng: number };
  bars: FixtureBar[];
}

export const FIXTURE_CITIES: FixtureCity[] = [
  {
    names: ['london'],
    centre: { lat: 51.5074, lng: -0.1278 },
    bars: [
      { name: 'Lamb & Flag', address: '33 Rose St, London WC2E 9EB, UK', lat: 51.5117, lng: -0.126, openNow: true },
      { name: 'The Harp', address: '47 Chandos Pl, London WC2N 4HS, UK', lat: 51.5098, lng: -0.1253, openNow: true },
      {
        name: 'The Salisbury',
        address: "90 St Martin's Ln, London WC2N 4AP, UK",
        lat: 51.5111,
        lng: -0.1275,
        openNow: false,
      },
      {
        name: "Gordon's Wine Bar",
        address: '47 Villiers St, London WC2N 6NE, UK',
        lat: 51.5081,
        lng: -0.1233,
        openNow: true,
      },
      { name: 'The Nell Gwynne Tavern', address: '1-2 Bull Inn Ct, London WC2R 0NP, UK', lat: 51.51, lng: -0.1228 },
      {
        name: 'The Red Lion',
        address: '23 Crown Passage, London SW1Y 6PP, UK',
        lat: 51.5059,
        lng: -0.1378,
        openNow: false,
      },
      {
        name: 'The Coach & Horses',
        address: '29 Greek St, London W1D 5DH, UK',
        lat: 51.5136,
        lng: -0.131,
        openNow: true,
      },
      { name: 'The French House', address: '49 Dean St, London W1D 5BG, UK', lat: 51.5129, lng: -0.132, openNow: true },
      { name: 'The Lamb', address: "94 Lamb's Conduit St, London WC1N 3LZ, UK", lat: 51.5227, lng: -0.1189 },
      {
        name: 'Ye Olde Cheshire Cheese',
        address: '145 Fleet St, London EC4A 2BU, UK',
        lat: 51.5144,
        lng: -0.1075,
        openNow: false,
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
    centre: { lat: 53.3498, lng: -6.2603 },
    bars: [
      {
        name: 'The Temple Bar',
        address: '47-48 Temple Bar, Dublin 2, D02 N725, Ireland',
        lat: 53.3455,
        lng: -6.2643,
        openNow: true,
      },
      {
        name: 'The Auld Dubliner',
        address: '24-25 Temple Bar, Dublin 2, D02 XT10, Ireland',
        lat: 53.3456,
        lng: -6.2625,
        openNow: true,
      },
      {
        name: 'The Palace Bar',
        address: '21 Fleet St, Dublin 2, D02 HX26, Ireland',
        lat: 53.346,
        lng: -6.2596,
        openNow: false,
      },
      {
        name: "Mulligan's",
        address: '8 Poolbeg St, Dublin 2, D02 TK71, Ireland',
        lat: 53.3469,
        lng: -6.2555,
        openNow: true,
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
      },
    ],
  },
  {
    names: ['new york', 'nyc', 'manhattan'],
    centre: { lat: 40.7128, lng: -74.006 },
    bars: [
      {
        name: 'Fraunces Tavern',
        address: '54 Pearl St, New York, NY 10004, USA',
        lat: 40.7034,
        lng: -74.0113,
        openNow: true,
      },
      {
        name: 'The Dead Rabbit',
        address: '30 Water St, New York, NY 10004, USA',
        lat: 40.7033,
        lng: -74.011,
        openNow: true,
      },
      {
        name: 'The Ear Inn',
        address: '326 Spring St, New York, NY 10013, USA',
        lat: 40.7262,
        lng: -74.0101,
        openNow: false,
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
      },
      {
        name: 'White Horse Tavern',
        address: '567 Hudson St, New York, NY 10014, USA',
        lat: 40.7356,
        lng: -74.006,
        openNow: true,
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
