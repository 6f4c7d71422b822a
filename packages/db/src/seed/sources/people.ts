export const firstNames: readonly string[] = [
  'Giulia', 'Marco', 'Francesca', 'Alessandro', 'Chiara', 'Luca', 'Sara', 'Matteo', 'Elena', 'Andrea',
  'Valentina', 'Davide', 'Federica', 'Stefano', 'Martina', 'Simone', 'Laura', 'Paolo', 'Silvia', 'Giorgio',
  'Anna', 'Roberto', 'Elisa', 'Fabio', 'Paola', 'Massimo', 'Cristina', 'Riccardo', 'Alessia', 'Lorenzo',
  'Giovanna', 'Antonio', 'Serena', 'Giuseppe', 'Monica', 'Francesco', 'Barbara', 'Daniele', 'Roberta',
  'Emanuele', 'Claudia', 'Nicola', 'Ilaria', 'Michele', 'Beatrice', 'Tommaso', 'Camilla', 'Filippo',
  'Marta', 'Pietro', 'Rosaria', 'Vincenzo', 'Lucia', 'Salvatore', 'Teresa', 'Gabriele', 'Irene', 'Enrico',
];

export const surnames: readonly string[] = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo",
  'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini',
  'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi', 'Monti',
  'Cattaneo', 'Orlando', 'Bellini', 'Basile', 'Testa', 'Donati', 'Guerra', 'Piras', 'Brambilla', 'Zanetti',
];

/** People Italian schools, libraries and halls are commonly named after. */
export const notablePeople: readonly string[] = [
  'Don Lorenzo Milani', 'Maria Montessori', 'Gianni Rodari', 'Giovanni Falcone', 'Paolo Borsellino',
  'Alessandro Manzoni', 'Italo Calvino', 'Dante Alighieri', 'Leonardo da Vinci', 'Galileo Galilei',
  'Rita Levi-Montalcini', 'Grazia Deledda', 'Giuseppe Ungaretti', 'Edmondo De Amicis', 'Carlo Collodi',
  'Primo Levi', 'Enrico Fermi', 'Margherita Hack', 'Giacomo Leopardi', 'Alcide De Gasperi', 'Sandro Pertini',
  'Ada Negri', 'Elsa Morante', 'Natalia Ginzburg', 'Cesare Pavese', 'Giovanni Pascoli', 'Luigi Pirandello',
  'Guglielmo Marconi', 'Alessandro Volta', 'Salvo D\'Acquisto', 'Piero Calamandrei', 'Tina Anselmi',
];

/** Saints hospitals and hospices are named after. */
export const saints: readonly string[] = [
  'San Carlo', 'San Paolo', 'San Giuseppe', 'Santa Maria Nuova', "Sant'Anna", 'San Martino', 'Santa Chiara',
  'San Luca', 'San Giovanni di Dio', 'Santa Croce', 'San Camillo', 'San Matteo', "Sant'Orsola",
  'San Salvatore', 'Santa Scolastica', 'San Donato', 'San Michele', 'Santa Rita', 'San Francesco',
  'Santa Maria delle Grazie', 'San Bernardino', 'Santi Pietro e Paolo', "Sant'Antonio Abate", 'San Rocco',
];

export const kindergartenNames: readonly string[] = [
  'Arcobaleno', 'Il Girasole', 'Peter Pan', 'Il Piccolo Principe', 'La Coccinella', 'Il Giardino Incantato',
  'Mary Poppins', 'Pollicino', 'Il Grillo Parlante', 'La Chiocciola', 'Il Bruco Verde', 'Le Farfalle',
];

export const universityDisciplines: readonly string[] = [
  'Ingegneria', 'Economia', 'Giurisprudenza', 'Medicina e Chirurgia', 'Lettere e Filosofia',
  'Scienze Politiche', 'Fisica', 'Chimica', 'Architettura', 'Scienze Agrarie', 'Matematica', 'Farmacia',
];

/** Lower case ASCII, for usernames, e-mail addresses and web domains ("D'Angelo" -> "dangelo"). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
