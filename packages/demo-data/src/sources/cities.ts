/** An Italian municipality with its postal data, telephone area code and the coordinates of its centre. */
export type City = {
  name: string;
  province: string;
  cap: string;
  region: string;
  phonePrefix: string;
  latitude: number;
  longitude: number;
};

const city = (
  name: string,
  province: string,
  cap: string,
  region: string,
  phonePrefix: string,
  latitude: number,
  longitude: number,
): City => ({ name, province, cap, region, phonePrefix, latitude, longitude });

export const cities: readonly City[] = [
  city('Milano', 'MI', '20121', 'Lombardia', '02', 45.4642, 9.19),
  city('Sesto San Giovanni', 'MI', '20099', 'Lombardia', '02', 45.5335, 9.2302),
  city('Rho', 'MI', '20017', 'Lombardia', '02', 45.528, 9.0404),
  city('Legnano', 'MI', '20025', 'Lombardia', '0331', 45.5956, 8.9147),
  city('Monza', 'MB', '20900', 'Lombardia', '039', 45.5845, 9.2744),
  city('Desio', 'MB', '20832', 'Lombardia', '0362', 45.6189, 9.2078),
  city('Bergamo', 'BG', '24121', 'Lombardia', '035', 45.6983, 9.6773),
  city('Treviglio', 'BG', '24047', 'Lombardia', '0363', 45.5211, 9.593),
  city('Brescia', 'BS', '25121', 'Lombardia', '030', 45.5416, 10.2118),
  city('Como', 'CO', '22100', 'Lombardia', '031', 45.8081, 9.0852),
  city('Varese', 'VA', '21100', 'Lombardia', '0332', 45.8206, 8.8251),
  city('Busto Arsizio', 'VA', '21052', 'Lombardia', '0331', 45.6116, 8.8497),
  city('Pavia', 'PV', '27100', 'Lombardia', '0382', 45.1847, 9.1582),
  city('Cremona', 'CR', '26100', 'Lombardia', '0372', 45.1332, 10.0227),
  city('Lecco', 'LC', '23900', 'Lombardia', '0341', 45.8566, 9.3977),
  city('Lodi', 'LO', '26900', 'Lombardia', '0371', 45.3097, 9.5037),
  city('Mantova', 'MN', '46100', 'Lombardia', '0376', 45.1564, 10.7914),
  city('Torino', 'TO', '10121', 'Piemonte', '011', 45.0703, 7.6869),
  city('Novara', 'NO', '28100', 'Piemonte', '0321', 45.4469, 8.622),
  city('Alessandria', 'AL', '15121', 'Piemonte', '0131', 44.9133, 8.615),
  city('Cuneo', 'CN', '12100', 'Piemonte', '0171', 44.3845, 7.5427),
  city('Asti', 'AT', '14100', 'Piemonte', '0141', 44.9008, 8.2064),
  city('Genova', 'GE', '16121', 'Liguria', '010', 44.4056, 8.9463),
  city('La Spezia', 'SP', '19121', 'Liguria', '0187', 44.1025, 9.8241),
  city('Savona', 'SV', '17100', 'Liguria', '019', 44.3091, 8.4772),
  city('Venezia', 'VE', '30121', 'Veneto', '041', 45.4408, 12.3155),
  city('Verona', 'VR', '37121', 'Veneto', '045', 45.4384, 10.9916),
  city('Padova', 'PD', '35121', 'Veneto', '049', 45.4064, 11.8768),
  city('Vicenza', 'VI', '36100', 'Veneto', '0444', 45.5455, 11.5354),
  city('Treviso', 'TV', '31100', 'Veneto', '0422', 45.6669, 12.243),
  city('Trento', 'TN', '38121', 'Trentino-Alto Adige', '0461', 46.0748, 11.1217),
  city('Bolzano', 'BZ', '39100', 'Trentino-Alto Adige', '0471', 46.4983, 11.3548),
  city('Trieste', 'TS', '34121', 'Friuli-Venezia Giulia', '040', 45.6495, 13.7768),
  city('Udine', 'UD', '33100', 'Friuli-Venezia Giulia', '0432', 46.0711, 13.2346),
  city('Bologna', 'BO', '40121', 'Emilia-Romagna', '051', 44.4949, 11.3426),
  city('Modena', 'MO', '41121', 'Emilia-Romagna', '059', 44.6471, 10.9252),
  city('Parma', 'PR', '43121', 'Emilia-Romagna', '0521', 44.8015, 10.3279),
  city('Reggio Emilia', 'RE', '42121', 'Emilia-Romagna', '0522', 44.6989, 10.6297),
  city('Ferrara', 'FE', '44121', 'Emilia-Romagna', '0532', 44.8381, 11.6198),
  city('Ravenna', 'RA', '48121', 'Emilia-Romagna', '0544', 44.4184, 12.2035),
  city('Rimini', 'RN', '47921', 'Emilia-Romagna', '0541', 44.0678, 12.5695),
  city('Firenze', 'FI', '50121', 'Toscana', '055', 43.7696, 11.2558),
  city('Prato', 'PO', '59100', 'Toscana', '0574', 43.8777, 11.1022),
  city('Pisa', 'PI', '56121', 'Toscana', '050', 43.7228, 10.4017),
  city('Livorno', 'LI', '57121', 'Toscana', '0586', 43.5485, 10.3106),
  city('Lucca', 'LU', '55100', 'Toscana', '0583', 43.8429, 10.5027),
  city('Siena', 'SI', '53100', 'Toscana', '0577', 43.3188, 11.3308),
  city('Arezzo', 'AR', '52100', 'Toscana', '0575', 43.4633, 11.8796),
  city('Perugia', 'PG', '06121', 'Umbria', '075', 43.1107, 12.3908),
  city('Terni', 'TR', '05100', 'Umbria', '0744', 42.5636, 12.6427),
  city('Ancona', 'AN', '60121', 'Marche', '071', 43.6158, 13.5189),
  city('Pesaro', 'PU', '61121', 'Marche', '0721', 43.9098, 12.9131),
  city('Roma', 'RM', '00184', 'Lazio', '06', 41.9028, 12.4964),
  city('Latina', 'LT', '04100', 'Lazio', '0773', 41.4676, 12.9037),
  city('Viterbo', 'VT', '01100', 'Lazio', '0761', 42.4207, 12.1077),
  city('Frosinone', 'FR', '03100', 'Lazio', '0775', 41.6396, 13.3426),
  city("L'Aquila", 'AQ', '67100', 'Abruzzo', '0862', 42.3498, 13.3995),
  city('Pescara', 'PE', '65121', 'Abruzzo', '085', 42.4618, 14.2161),
  city('Campobasso', 'CB', '86100', 'Molise', '0874', 41.5603, 14.6627),
  city('Napoli', 'NA', '80121', 'Campania', '081', 40.8518, 14.2681),
  city('Salerno', 'SA', '84121', 'Campania', '089', 40.6824, 14.7681),
  city('Caserta', 'CE', '81100', 'Campania', '0823', 41.0742, 14.3328),
  city('Avellino', 'AV', '83100', 'Campania', '0825', 40.9146, 14.7906),
  city('Bari', 'BA', '70121', 'Puglia', '080', 41.1171, 16.8719),
  city('Lecce', 'LE', '73100', 'Puglia', '0832', 40.3515, 18.175),
  city('Foggia', 'FG', '71121', 'Puglia', '0881', 41.4622, 15.5446),
  city('Taranto', 'TA', '74121', 'Puglia', '099', 40.4644, 17.247),
  city('Brindisi', 'BR', '72100', 'Puglia', '0831', 40.6327, 17.9418),
  city('Potenza', 'PZ', '85100', 'Basilicata', '0971', 40.6404, 15.8056),
  city('Matera', 'MT', '75100', 'Basilicata', '0835', 40.6664, 16.6043),
  city('Catanzaro', 'CZ', '88100', 'Calabria', '0961', 38.9098, 16.5877),
  city('Cosenza', 'CS', '87100', 'Calabria', '0984', 39.2983, 16.2538),
  city('Reggio Calabria', 'RC', '89121', 'Calabria', '0965', 38.1113, 15.6473),
  city('Palermo', 'PA', '90121', 'Sicilia', '091', 38.1157, 13.3615),
  city('Catania', 'CT', '95121', 'Sicilia', '095', 37.5079, 15.083),
  city('Messina', 'ME', '98121', 'Sicilia', '090', 38.1938, 15.554),
  city('Siracusa', 'SR', '96100', 'Sicilia', '0931', 37.0755, 15.2866),
  city('Agrigento', 'AG', '92100', 'Sicilia', '0922', 37.3111, 13.5765),
  city('Cagliari', 'CA', '09121', 'Sardegna', '070', 39.2238, 9.1217),
  city('Sassari', 'SS', '07100', 'Sardegna', '079', 40.7259, 8.5557),
  city('Olbia', 'SS', '07026', 'Sardegna', '0789', 40.9233, 9.4987),
];

export function findCity(name: string): City {
  const found = cities.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`unknown city ${name}`);
  return found;
}
