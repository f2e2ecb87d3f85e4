/** The create restaurant pages' English texts; imported by every module that shows them. */
import texts from '../en/create-restaurant.json';
import { addEnglish } from './add-english';

addEnglish(texts);
