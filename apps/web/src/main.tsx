import "./lib/schemas-without-eval";
import "./styles.css";
import "./app-start";
