/** Invitations' and the privacy rights' English texts; imported by every module that shows them. */
import texts from '../en/invitations.json';
import { addEnglish } from './add-english';

addEnglish(texts);
