/** The reservation pages' and upcoming menu's English texts; imported by every module that shows them. */
import reservations from '../en/reservations.json';
import { addEnglish } from './add-english';

addEnglish(reservations);
