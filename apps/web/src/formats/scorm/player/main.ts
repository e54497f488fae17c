import './player.css';
import { startPlayer } from './player.ts';

void startPlayer({ window, parent: window.parent });
