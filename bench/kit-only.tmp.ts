import { kitBenchRows } from "./kit";
import { renderTable } from "./report";
console.log(renderTable(await kitBenchRows(Number(process.argv[2] ?? 5))));
