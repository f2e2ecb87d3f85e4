/** The 'Enter URL' / 'Search Restaurants' toggle's English texts, for both pages that show it. */
import texts from '../en/create-modes.json';
import { addEnglish } from './add-english';

addEnglish(texts);
