/**
 * The brands registered with the MP4 registration authority (mp4ra.org), as an `ftyp` lists
 * them: four characters each, a space padding the shorter ones. A brand off this list is free
 * text a writer chose, so it does not travel (fileType.ts).
 */
const REGISTERED_BRANDS = new Set([
  ...['1pic', '3g2a', '3ge6', '3ge7', '3ge9', '3gf9', '3gg6', '3gg9', '3gh9', '3gm9', '3gmA'],
  ...['3gp4', '3gp5', '3gp6', '3gp7', '3gp8', '3gp9', '3gr6', '3gr9', '3gs6', '3gs9', '3gt8'],
  ...['3gt9', '3gtv', '3gvr', '3vra', '3vrb', '3vrm', 'adti', 'aid3', 'ARRI', 'av01', 'avc1'],
  ...['avci', 'avcs', 'avde', 'avif', 'avio', 'avis', 'bbxm', 'CAEP', 'CDes', 'ca4m', 'ca4s'],
  ...['caaa', 'caac', 'cabl', 'cama', 'camc', 'caqv', 'casu', 'ccea', 'ccff', 'cdm1', 'cdm4'],
  ...['ceac', 'cfhd', 'cfsd', 'chd1', 'chdf', 'chev', 'chd2', 'chh1', 'chhd', 'cint', 'clg1'],
  ...['clg2', 'cmf2', 'cmfc', 'cmff', 'cmfl', 'cmfs', 'cmhm', 'cmhs', 'comp', 'csh1', 'cud1'],
  ...['cud2', 'cud8', 'cud9', 'cuvd', 'cvid', 'cvvc', 'cwvt', 'da0a', 'da0b', 'da1a', 'da1b'],
  ...['da2a', 'da2b', 'da3a', 'da3b', 'dash', 'db1p', 'db2g', 'db4h', 'db4g', 'dby1', 'dmb1'],
  ...['dsms', 'dts1', 'dts2', 'dts3', 'dv1a', 'dv1b', 'dv2a', 'dv2b', 'dv3a', 'dv3b', 'dvr1'],
  ...['dvt1', 'dxo ', 'emsg', 'evbi', 'evbs', 'evmi', 'evms', 'heic', 'heim', 'heis', 'heix'],
  ...['heoi', 'hevc', 'hevd', 'hevi', 'hevm', 'hevs', 'hevx', 'hvce', 'hvci', 'hvcx', 'hvti'],
  ...['ifsd', 'ifhs', 'ifhd', 'ifhx', 'ifhh', 'ifhu', 'ifhr', 'ifaa', 'ifas', 'ifah', 'ifai'],
  ...['ifau', 'ifav', 'ifrm', 'im1i', 'im1t', 'im2i', 'im2t', 'isc2', 'iso2', 'iso3', 'iso4'],
  ...['iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'isoa', 'isob', 'isoc', 'isom', 'j2ki', 'j2ks'],
  ...['j2is', 'J2P0', 'J2P1', 'jp2 ', 'jpeg', 'jpgs', 'jpm ', 'jpoi', 'jpsi', 'jpx ', 'jpxb'],
  ...['jxl ', 'jxs ', 'jxsc', 'jxsi', 'jxss', 'LCAG', 'lhte', 'lhti', 'lmsg', 'M4A ', 'M4B '],
  ...['M4P ', 'M4V ', 'MA1B', 'MA1A', 'MFSM', 'MGSV', 'MiAB', 'MiAC', 'miaf', 'MiAn', 'MiBu'],
  ...['MiCm', 'mif1', 'mif2', 'MiHA', 'MiHB', 'MiHE', 'MiPr', 'mj2s', 'mjp2', 'mp21', 'mp41'],
  ...['mp42', 'mp71', 'MPPI', 'mpuf', 'msf1', 'msdh', 'msix', 'MSNV', 'niko', 'nlsl', 'nras'],
  ...['oa2d', 'oabl', 'odcf', 'ompp', 'opf2', 'opx2', 'ovdp', 'ovly', 'paff', 'pana', 'piff'],
  ...['pmff', 'pnvi', 'pred', 'qt  ', 'relo', 'risx', 'ROSS', 'sdv ', 'SEAU', 'SEBK', 'senv'],
  ...['sims', 'sisx', 'siti', 'sitv', 'slh1', 'slh2', 'slh3', 'ssss', 'ttml', 'ttwv', 'uhvi'],
  ...['unif', 'uvvu', 'v3mp', 'v3mt', 'v3nt', 'v3st', 'vvci', 'vvic', 'vvis', 'vvoi', 'vwpt'],
  ...['XAVC', 'yt4 ', 'iamf', 'cvvm', 'cafr', 'XFVC'],
])

export const isRegisteredBrand = (brand: string) => REGISTERED_BRANDS.has(brand)
