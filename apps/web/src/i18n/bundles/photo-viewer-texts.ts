/** The restaurant photo viewer's English texts; they load with the viewer, on its first opening. */
import texts from '../en/photo-viewer.json';
import { addEnglish } from './add-english';

addEnglish(texts);
