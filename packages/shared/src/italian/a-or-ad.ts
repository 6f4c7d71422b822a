/**
 * «a Milano», «ad Azienda Ospedaliera»: the preposition a before a name, with the euphonic d that
 * Italian adds before a word beginning with a (and only there, as writers and editors use it today).
 */
export const toName = (name: string): string => `${/^[aàá]/i.test(name.trim()) ? 'ad' : 'a'} ${name}`;
