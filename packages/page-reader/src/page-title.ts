/**
 * A restaurant's name from its page's title: titles add the place, a slogan or the page's name
 * after a separator ('Blue Door – Bistro in Brest | Home'); the name is the first part that is not
 * a page's name ('Home', 'Inicio'...).
 */
const SEPARATOR = /\s+[|·•–—-]\s+|\s*[|·•]\s*|\s+::\s+/;
const PAGE_NAMES = new Set(
  (
    'home,homepage,home page,index,welcome,start,startseite,inicio,portada,accueil,bienvenue,' +
    'benvenuti,pagina iniziale,início,inicio,página inicial,anasayfa,ana sayfa,welkom'
  ).split(','),
);
const MAX_NAME_LENGTH = 80;

/** 'Website of …', 'Official site of …': words about the page before the name. */
const ABOUT_PAGE = /^(?:the\s+)?(?:official\s+)?(?:web\s?site|site|home\s?page)\s+(?:of|for)\s+/i;

export function nameFromTitle(title: string): string {
  const parts = title
    .replace(ABOUT_PAGE, '')
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  const name = parts.find((part) => !PAGE_NAMES.has(part.toLowerCase())) ?? '';
  return name.length <= MAX_NAME_LENGTH ? name : '';
}
