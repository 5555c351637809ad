import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "./question.ts";

describe("analyzeQuestion", () => {
  it("drops an instruction sentence and keeps the statement it names as a hint", () => {
    const q = analyzeQuestion("Give a response by relying on the details shown in the cash flow statement. What is the FY2019 capital expenditure of 3M?");
    expect(q.ask).toBe("What is the 2019 capital expenditure of 3M?");
    expect(q.hints).toEqual(["statements of cash flows"]);
  });

  it("strips a lead-in clause and an instruction before a colon, keeping the ask", () => {
    expect(analyzeQuestion("Using the cash flow statement, answer the following question to the best of your abilities: how much did Acme spend on share repurchases in FY2024?")).toEqual({
      ask: "how much did Acme spend on share repurchases in 2024?",
      hints: ["statements of cash flows"],
      lineItems: ["repurchases of common stock"],
    });
    expect(analyzeQuestion("Taking into account the information outlined in the income statement, what is the FY2022 - FY2024 average net profit margin?").ask).toBe(
      "what is the 2022 - 2024 average net profit margin?",
    );
  });

  it("keeps definitions, drops formatting instructions, and reads every statement spelling", () => {
    const q = analyzeQuestion(
      "What is the FY2024 inventory turnover ratio for Acme? Inventory turnover ratio is defined as: (FY2024 COGS) / (average inventory between FY2023 and FY2024). Round your answer to two decimal places. Please base your judgments on the information provided primarily in the statement of financial position and the P&L statement.",
    );
    expect(q.ask).toBe("What is the 2024 inventory turnover ratio for Acme? Inventory turnover ratio is defined as: (2024 COGS) / (average inventory between 2023 and 2024).");
    expect(q.hints).toEqual(["balance sheets statements of financial position", "statements of income operations earnings"]);
  });

  it("names the line items of the financial metrics a question asks for", () => {
    expect(analyzeQuestion("What is the FY2024 quick ratio of Acme?").lineItems).toEqual(["cash and cash equivalents short-term investments accounts receivable total current liabilities"]);
    expect(analyzeQuestion("What were Acme's FY2019 capex and D&A?").lineItems).toEqual([
      "capital expenditures investments purchases of property and equipment",
      "depreciation and amortization",
    ]);
  });

  it("strips any lead-in clause that says where to look, and reads metrics named in instructions", () => {
    const q = analyzeQuestion("By focusing primarily on the data outlined in the statement of income, what is the FY2015 gross margin of AMD?");
    expect(q.ask).toBe("what is the 2015 gross margin of AMD?");
    expect(q.hints).toEqual(["statements of income operations earnings"]);
    const turnover = analyzeQuestion("Roughly how many times has AES sold its inventory in FY2022? Calculate inventory turnover ratio for the FY2022.");
    expect(turnover.ask).toBe("Roughly how many times has AES sold its inventory in 2022?");
    expect(turnover.lineItems).toEqual(["cost of sales inventories"]);
  });

  it("keeps a numbered part named in a stripped lead-in as a hint", () => {
    expect(analyzeQuestion("Using the data in Table 3, what is the mean age of the cohort?")).toEqual({ ask: "what is the mean age of the cohort?", hints: ["Table 3"], lineItems: [] });
  });

  it("normalises fiscal-year spellings", () => {
    expect(analyzeQuestion("Revenue in FY19, FY 2020 and FY'21?").ask).toBe("Revenue in 2019, 2020 and 2021?");
  });

  it("leaves questions without instructions, and questions in other languages, as they are", () => {
    const claim = "A deficiency of vitamin B12 increases blood levels of homocysteine.";
    expect(analyzeQuestion(claim)).toEqual({ ask: claim, hints: [], lineItems: [] });
    expect(analyzeQuestion("Quel est le chiffre d'affaires de 2024 ?")).toEqual({ ask: "Quel est le chiffre d'affaires de 2024 ?", hints: [], lineItems: [] });
  });

  it("searches the question as written when it is nothing but instructions", () => {
    expect(analyzeQuestion("Use the balance sheet.")).toEqual({ ask: "Use the balance sheet.", hints: ["balance sheets statements of financial position"], lineItems: [] });
  });
});
