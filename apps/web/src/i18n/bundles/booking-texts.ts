/** The booking flow's English texts; imported by every module that shows them. */
import booking from '../en/booking.json';
import { addEnglish } from './add-english';

addEnglish(booking);
